import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/**
 * Words for assistive technology only (a link's "opens in a new tab", a figure's full value).
 * `@site/shared/visually-hidden`: bundled by the apps that use it, not part of the shared singleton.
 */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.hidden}>{children}</span>;
}
