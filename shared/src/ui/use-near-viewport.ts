import { startTransition, useEffect, useRef, useState } from 'react';
import { whenPageReady } from './page-ready.ts';

/**
 * Ours: what waits on this by default (a widget's code: the experts form, the
 * subscribe box) starts loading once the element is in view. Until then its
 * server HTML works as HTML and keeps what is typed into it, so nothing is
 * lost by not loading ahead; most visitors of a short page never scroll to
 * the footer's form, and its remote is not loaded for them (issue 19: it was
 * loaded 600 px ahead, during the start-up of every short page).
 */
export const NEAR_VIEWPORT_MARGIN = '0px 0px';
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

/**
 * Runs `callback` once the document has loaded, the page's own content is on
 * screen (until then a short page would put everything 'near') and the
 * browser is idle.
 */
function afterPageLoad(callback: () => void): () => void {
  let cancelNext = () => {};
  const afterLoad = () => {
    cancelNext = whenPageReady(() => {
      cancelNext = whenIdle(callback);
    });
  };
  if (document.readyState === 'complete') {
    afterLoad();
    return () => cancelNext();
  }
  window.addEventListener('load', afterLoad, { once: true });
  return () => {
    window.removeEventListener('load', afterLoad);
    cancelNext();
  };
}

/** Runs `callback` now; there is nothing to cancel. */
function rightAway(callback: () => void): () => void {
  callback();
  return () => {};
}

export interface NearViewportOptions {
  /** How far outside the viewport counts as near, as an IntersectionObserver `rootMargin`. */
  rootMargin?: string;
  /**
   * True (the default): watch only once the document has loaded, the page's
   * content is on screen and the browser is idle, and without IntersectionObserver count as near then. False:
   * watch from mount, and without IntersectionObserver count as near at once.
   */
  waitForPageLoad?: boolean;
  /**
   * True (the default): wait for the element to come near the viewport. False: become true once the page has
   * loaded (as `waitForPageLoad` says), wherever the element is: for what has nothing to show until then.
   */
  watchViewport?: boolean;
}

/**
 * Becomes true, once and for good, when the element comes within
 * `rootMargin` of the viewport, by default only after the page has loaded and
 * the browser is idle, so whatever waits on this never delays the first paint
 * or the page's remote. The change is a transition: what it reveals may
 * suspend (a lazy component) while what is on screen stays.
 */
export function useNearViewport<T extends Element>({
  rootMargin = NEAR_VIEWPORT_MARGIN,
  waitForPageLoad = true,
  watchViewport = true,
}: NearViewportOptions = {}) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const reveal = () => startTransition(() => setNear(true));
    const start = waitForPageLoad ? afterPageLoad : rightAway;
    if (!watchViewport || typeof IntersectionObserver === 'undefined') return start(reveal);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reveal();
      },
      { rootMargin },
    );
    // With waitForPageLoad, watching starts only once the page itself has
    // loaded, so the widget never competes with the page's own remote.
    const cancel = start(() => observer.observe(element));
    return () => {
      cancel();
      observer.disconnect();
    };
  }, [near, rootMargin, waitForPageLoad, watchViewport]);

  return { ref, near };
}
