import { createContext } from 'react';

/** What a store's thunks and queries are given (RTK's `extra`): where its API is. */
export interface StoreContext {
  /**
   * The API's origin, for a store outside a browser page (the server's render, tests). Without it, requests go
   * to the page's own origin, which the shell's host forwards to the API.
   */
  apiOrigin?: string;
  /**
   * The server's own fetch for the render (docs/decisions/043): the host's read-through cache, which gives the last
   * good answer while the API cannot. The global fetch without it.
   */
  fetch?: typeof fetch;
}

/**
 * Where a page's store is kept until something needs it (docs/decisions/009). The store, Redux and react-redux
 * are the API client's (`@site/shared/api`): a page that never queries never loads them, and the app holds only
 * this slot. The first part that queries makes the store in it (`storeOf`), and every later one shares it.
 */
export interface StoreSlot {
  readonly context: StoreContext;
  /** The API client's store (its `AppStore`, a type the core does not know), once a part made it. */
  store?: unknown;
}

/** An empty slot: one per app in the browser, one per request on the server, one per test. */
export const newStoreSlot = (context: StoreContext = {}): StoreSlot => ({ context });

/** The app's slot: the shell provides one per app in the browser and one per request on the server. */
export const StoreSlotContext = createContext<StoreSlot>(newStoreSlot());
