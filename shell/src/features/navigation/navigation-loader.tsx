import { useEffect } from 'react';
import { useNavigation } from '@site/shared/router';
import styles from './navigation-loader.module.css';

/**
 * A bar at the top while a navigation is under way. The page's own loading
 * state covers a remote still on its way; the first paint has the loader
 * of index.html, replaced when React mounts.
 */
export function NavigationLoader() {
  const navigating = useNavigation().state !== 'idle';

  // Any modal backdrop left open is removed on navigation (site-spec.md section 4).
  useEffect(() => {
    if (!navigating) return;
    for (const backdrop of document.querySelectorAll('[data-modal-backdrop]')) backdrop.remove();
  }, [navigating]);

  return navigating ? <div className={styles.bar} role="progressbar" aria-label="Loading page" /> : null;
}
