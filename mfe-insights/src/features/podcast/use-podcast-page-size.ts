import { useSyncExternalStore } from 'react';
import { PODCAST_MOBILE_MAX_WIDTH, PODCAST_PAGE_SIZE, PODCAST_PAGE_SIZE_MOBILE } from '@site/shared';

const mobileQuery = `(max-width: ${PODCAST_MOBILE_MAX_WIDTH}px)`;

function subscribe(onChange: () => void) {
  const query = window.matchMedia(mobileQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * site-spec.md section 4: 6 episodes per page, 4 at 767 px or less. Outside
 * a browser (and in its first render) the desktop size.
 */
export function usePodcastPageSize(): number {
  const mobile = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(mobileQuery).matches,
    () => false,
  );
  return mobile ? PODCAST_PAGE_SIZE_MOBILE : PODCAST_PAGE_SIZE;
}

/** Calls `onChange` when the page size changes while the page runs (not at hydration); returns the unsubscribe. */
export function onPodcastPageSizeChange(onChange: () => void): () => void {
  return subscribe(onChange);
}
