import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { ConsentValue } from '@site/shared';
import { clearSiteData, readConsentCookie, writeConsentCookie } from './consent-cookie.ts';
import { loadConsentScripts } from './consent-scripts.ts';

/** 'unread' lasts until the browser's cookie is read, and for all of a server render. */
type ConsentState =
  { status: 'unread' } | { status: 'undecided' } | { status: 'rejected' } | { status: 'stored'; value: string };

/**
 * The visitor's choice as a small external store. The cookie is read when
 * React subscribes, which happens after mount: rendering never touches
 * `document`, and a server render shows no banner.
 */
function createConsentStore() {
  let state: ConsentState = { status: 'unread' };
  const listeners = new Set<() => void>();
  const set = (next: ConsentState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    if (state.status === 'unread') {
      const value = readConsentCookie();
      set(value === undefined ? { status: 'undecided' } : { status: 'stored', value });
    }
    return () => {
      listeners.delete(listener);
    };
  };
  return { subscribe, getSnapshot: () => state, set };
}

/** site-spec.md sections 2.20 and 4: the banner's state and the visitor's three choices. */
export function useConsent() {
  const [store] = useState(createConsentStore);
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const storedValue = state.status === 'stored' ? state.value : undefined;

  useEffect(() => {
    if (storedValue !== undefined) loadConsentScripts(storedValue);
  }, [storedValue]);

  const choose = useCallback(
    (value: ConsentValue) => {
      writeConsentCookie(value);
      store.set({ status: 'stored', value });
    },
    [store],
  );

  const reject = useCallback(() => {
    clearSiteData();
    store.set({ status: 'rejected' });
  }, [store]);

  return { bannerOpen: state.status === 'undecided', choose, reject };
}
