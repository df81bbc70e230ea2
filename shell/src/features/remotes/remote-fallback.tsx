import { remoteFallbackCopy } from '@site/shared';
import styles from './remote-fallback.module.css';

/** What a visitor sees in place of a page whose remote is down or broken. */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.fallback} role="alert">
      <h2 className={styles.heading}>{remoteFallbackCopy.heading}</h2>
      <p>{remoteFallbackCopy.body}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {remoteFallbackCopy.retry}
      </button>
    </div>
  );
}
