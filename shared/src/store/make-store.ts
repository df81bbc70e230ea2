import { combineSlices, configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import type { CombinedSliceReducer, Middleware, Reducer, WithSlice } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';

/**
 * The root reducer lives in the shared singleton so that remotes can inject
 * their slices into the store the shell made, after it was made. It starts
 * empty: the API client (@site/shared/api) joins it when a page that queries
 * loads it, so RTK Query is not part of every page's start-up.
 */
export const rootReducer = combineSlices({});

/** Middleware that joins every store (made or yet to be made) after start-up: the API client's. */
const lateMiddleware = createDynamicMiddleware();

/** Adds middleware to every store; adding the same middleware twice is harmless. */
export const addStoreMiddleware = lateMiddleware.addMiddleware;

/** The action that gives a store the state of the slices injected since it was made. */
export const LATE_SLICES_JOINED = 'site/lateSlicesJoined';
let injections = 0;

/**
 * A slice injected into a running store has no state until the store's next
 * action (RTK's combineSlices), and RTK Query reads its state before it
 * dispatches anything of its own. So the first action a store sees after an
 * injection is preceded by one that runs the reducers.
 */
const materializeInjectedSlices: Middleware = (store) => {
  let seen = injections;
  return (next) => (action) => {
    if (seen !== injections) {
      seen = injections;
      store.dispatch({ type: LATE_SLICES_JOINED });
    }
    return next(action);
  };
};

/** What a store's thunks and queries are given (RTK's `extra`): where its API is. */
export interface StoreContext {
  /**
   * The API's origin, for a store outside a browser page (the server's render, tests). Without it, requests go
   * to the page's own origin, which the shell's host forwards to the API.
   */
  apiOrigin?: string;
}

export function makeStore(context: StoreContext = {}) {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: context } })
        .prepend(materializeInjectedSlices)
        .concat(lateMiddleware.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];

/** Adds a slice (or an RTK Query API) to every store, made or yet to be made. Injecting one twice is harmless. */
export function injectSlice<S extends { reducerPath: string; reducer: Reducer }>(
  slice: S,
): CombinedSliceReducer<object, WithSlice<S>> {
  injections += 1;
  // combineSlices types `inject` for a root reducer declared with its slices; this one learns them as they come.
  return rootReducer.inject(slice as never) as unknown as CombinedSliceReducer<object, WithSlice<S>>;
}

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
