import { useSyncExternalStore } from 'react';
import styles from './site-footer.module.css';
import { VisuallyHidden } from '@site/shared/visually-hidden';

/** Ours: how far down the page the button appears. */
export const SCROLL_TO_TOP_THRESHOLD_PX = 400;

function subscribeToScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

const isScrolledDown = () => window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX;
// Rendered on a server or before the first scroll: at the top, so no button.
const isScrolledDownOnServer = () => false;

function scrollToTop() {
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  // The button leaves once the page is at the top; keyboard users carry on from the page's content.
  document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true });
}

/** site-spec.md section 2.19: the scroll-to-top control, shown once the visitor has scrolled down. */
export function ScrollToTopButton() {
  const visible = useSyncExternalStore(subscribeToScroll, isScrolledDown, isScrolledDownOnServer);
  if (!visible) return null;
  return (
    <button type="button" className={styles.scrollToTop} onClick={scrollToTop}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M12 5l-7 7 1.4 1.4 4.6-4.6V20h2V8.8l4.6 4.6L19 12z" fill="currentColor" />
      </svg>
      <VisuallyHidden>Scroll to top</VisuallyHidden>
    </button>
  );
}
