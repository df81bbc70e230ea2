import { use } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { Provider } from 'react-redux';
// The slot through the package entry, not a relative path: its context is the core singleton's, the app's.
import { StoreSlotContext } from '@site/shared';
import type { StoreSlot } from '@site/shared';
import { makeStore } from './make-store.ts';
import type { AppStore } from './make-store.ts';

/** The slot's store, made on first use: every part of a page (and, in the browser, every page) shares it. */
export function storeOf(slot: StoreSlot): AppStore {
  slot.store ??= makeStore(slot.context);
  return slot.store as AppStore;
}

/**
 * Gives what it wraps the app's store (docs/decisions/009): a page or a widget that queries renders inside one.
 * It renders no element, so the server's HTML and hydration see the same markup with or without it.
 */
export function ApiProvider({ children }: { children: ReactNode }) {
  return <Provider store={storeOf(use(StoreSlotContext))}>{children}</Provider>;
}

/** `Component` inside an `ApiProvider`: how a remote's page or widget that queries is exposed. */
export function withApi<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithApi(props: P) {
    return (
      <ApiProvider>
        <Component {...props} />
      </ApiProvider>
    );
  }
  WithApi.displayName = `WithApi(${Component.displayName ?? Component.name})`;
  return WithApi;
}
