import { useEffect, useRef, useState } from 'react';

/** Ours: start loading this far before the element scrolls into view. */
export const NEAR_VIEWPORT_MARGIN = '600px 0px';
/** Without IntersectionObserver, load once the browser is idle, but no later than this. */
export const IDLE_LOAD_TIMEOUT_MS = 3000;

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_LOAD_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(callback, 1);
  return () => window.clearTimeout(timer);
}

/** Runs `callback` once the page has finished loading and the browser is idle. */
function afterPageLoad(callback: () => void): () => void {
  if (document.readyState === 'complete') return whenIdle(callback);
  let cancelIdle = () => {};
  const onLoad = () => {
    cancelIdle = whenIdle(callback);
  };
  window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    cancelIdle();
  };
}

/**
 * Becomes true, once and for good, when the element comes within `rootMargin`
 * of the viewport, after the page has loaded and the browser is idle, so
 * whatever waits on this never delays the first paint or the page's remote.
 */
export function useNearViewport<T extends Element>(rootMargin: string = NEAR_VIEWPORT_MARGIN) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const reveal = () => setNear(true);
    if (typeof IntersectionObserver === 'undefined') return afterPageLoad(reveal);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reveal();
      },
      { rootMargin },
    );
    // Watching starts only once the page itself has loaded, so the widget
    // never competes with the page's own remote.
    const cancel = afterPageLoad(() => observer.observe(element));
    return () => {
      cancel();
      observer.disconnect();
    };
  }, [near, rootMargin]);

  return { ref, near };
}
