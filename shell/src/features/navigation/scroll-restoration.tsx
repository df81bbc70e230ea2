import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from '@site/shared/router';

/** Where each history entry was scrolled to, for the back and forward buttons (this tab only). */
const positions = new Map<string, number>();

/**
 * A new page starts at the top, or at its fragment's element; going back or
 * forward returns to where that page was left.
 */
export function ScrollRestoration() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  useLayoutEffect(() => {
    const saved = positions.get(key);
    if (navigationType === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else if (navigationType !== 'POP') window.scrollTo(0, 0);
    return () => {
      positions.set(key, window.scrollY);
    };
  }, [key, hash, navigationType]);

  return null;
}
