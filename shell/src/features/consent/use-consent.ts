import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { CONSENT_COOKIE_NAME, storedConsentValue, useRequestCookie } from '@site/shared';
import type { ConsentValue } from '@site/shared';
import { clearSiteData, readConsentCookie, writeConsentCookie } from './consent-cookie.ts';
import { loadConsentScripts } from './consent-scripts.ts';

type ConsentState = { status: 'undecided' } | { status: 'rejected' } | { status: 'stored'; value: ConsentValue };

/** A value no choice stores (`false`, say) is no choice: the banner shows and nothing loads (docs/decisions/013). */
const fromCookie = (cookie: string | undefined): ConsentState => {
  const value = storedConsentValue(cookie);
  return value === undefined ? { status: 'undecided' } : { status: 'stored', value };
};

/**
 * The visitor's choice as a small external store, read from the browser's
 * cookie on first use (in the browser only: the server and hydration use
 * the request's cookie, below).
 */
function createConsentStore() {
  let state: ConsentState | undefined;
  const listeners = new Set<() => void>();
  const set = (next: ConsentState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const getSnapshot = () => (state ??= fromCookie(readConsentCookie()));
  return { subscribe, getSnapshot, set };
}

/** site-spec.md sections 2.20 and 4: the banner's state and the visitor's three choices. */
export function useConsent() {
  const [store] = useState(createConsentStore);
  // The server renders the banner for a visitor without the cookie (docs/decisions/008); hydration agrees.
  const renderedCookie = useRequestCookie(CONSENT_COOKIE_NAME);
  const rendered = useMemo(() => fromCookie(renderedCookie), [renderedCookie]);
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, () => rendered);
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
