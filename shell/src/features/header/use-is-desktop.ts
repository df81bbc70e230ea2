import { useSyncExternalStore } from 'react';
import { HEADER_DESKTOP_MEDIA_QUERY } from '@site/shared';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(HEADER_DESKTOP_MEDIA_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True at desktop widths in a browser; false while rendering elsewhere. */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(HEADER_DESKTOP_MEDIA_QUERY).matches,
    () => false,
  );
}
