import { useEffect, useState } from 'react';
import { useLocation } from '@site/shared/router';
import { PAGE_READY_MAX_WAIT_MS, onPageRendered } from '@site/shared';
import styles from './navigation-loader.module.css';

/**
 * A bar at the top from the start of a navigation until the new page is on
 * screen (site-spec.md section 4; at most PAGE_READY_MAX_WAIT_MS). The first
 * paint has the loader of index.html, replaced when React mounts. Any modal
 * backdrop left open is removed when a navigation starts.
 */
export function NavigationLoader() {
  const { key } = useLocation();
  const [renderedKey, setRenderedKey] = useState(key);
  const navigating = key !== renderedKey;

  useEffect(() => onPageRendered(setRenderedKey), []);

  useEffect(() => {
    if (!navigating) return undefined;
    for (const backdrop of document.querySelectorAll('[data-modal-backdrop]')) backdrop.remove();
    const timer = window.setTimeout(() => setRenderedKey(key), PAGE_READY_MAX_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [navigating, key]);

  return navigating ? <div className={styles.bar} role="progressbar" aria-label="Loading page" /> : null;
}
