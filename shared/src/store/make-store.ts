import { combineSlices, configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import type { CombinedSliceReducer, Middleware, Reducer, WithSlice } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { StoreContext } from './store-slot.ts';

/**
 * The store belongs to the API client (`@site/shared/api`), a singleton only pages that query load
 * (docs/decisions/009): the root reducer lives there so that remotes inject their endpoints into the one store
 * their page's slot holds (`storeOf`). It starts empty; the base API joins it when the entry loads.
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
