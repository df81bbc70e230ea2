import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { Slice } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { baseApi } from './base-api.ts';

/**
 * The root reducer lives in the shared singleton so that remotes can inject
 * their slices into the store the shell made, after it was made.
 */
export const rootReducer = combineSlices(baseApi);

export function makeStore(preloadedState?: Partial<ReturnType<typeof rootReducer>>) {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
    preloadedState,
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];

/** Adds a remote's slice to the running store. Injecting the same slice twice is harmless. */
export function injectSlice<S extends Slice>(slice: S) {
  return rootReducer.inject(slice);
}

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
