import { useSyncExternalStore } from 'react';
import { REMOTE_OVERRIDE_PARAM } from '@site/shared';
import type { RemoteOverride } from '@site/shared/contracts';
import { formatOverrides, overrideCookie } from '@site/shared/contracts';
import styles from './override-banner.module.css';

const NONE: RemoteOverride[] = [];
let active = NONE;
const listeners = new Set<() => void>();

/** Bootstrap reports the overrides it applied; the banner shows them. */
export function setActiveOverrides(overrides: RemoteOverride[]) {
  active = overrides;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** While a QA override is active in this browser, it says so on every page. */
export function OverrideBanner() {
  // The banner is for the tester's browser: the server, and hydration, render none.
  const overrides = useSyncExternalStore(
    subscribe,
    () => active,
    () => NONE,
  );
  if (overrides.length === 0) return null;
  const clear = () => {
    document.cookie = overrideCookie([]);
    const url = new URL(window.location.href);
    url.searchParams.delete(REMOTE_OVERRIDE_PARAM);
    window.location.assign(url.toString());
  };
  return (
    <div className={styles.banner} role="status">
      QA override active: {formatOverrides(overrides)}
      <button type="button" onClick={clear}>
        Clear override
      </button>
    </div>
  );
}
