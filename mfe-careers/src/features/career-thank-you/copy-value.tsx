import { useEffect, useState } from 'react';
import styles from './thank-you.module.css';

/** How long the 'Copied' state stays (ours). */
export const COPIED_STATE_MS = 2000;

type CopyState = 'idle' | 'copied' | 'failed';

const stateText: Record<CopyState, string> = {
  idle: '',
  copied: 'Copied',
  failed: 'Could not copy. Select the text and copy it instead.',
};

/** A copy-to-clipboard button whose result is announced beside it. */
export function CopyValue({ value, label }: { value: string; label: string }) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state !== 'copied') return undefined;
    const timer = setTimeout(() => setState('idle'), COPIED_STATE_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch (error) {
      console.error('Copying to the clipboard failed', error);
      setState('failed');
    }
  };

  return (
    <span className={styles.copy}>
      <button type="button" className={styles.copyButton} aria-label={label} onClick={() => void copy()}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            d="M8 3h10a2 2 0 0 1 2 2v12h-2V5H8zM4 7h10a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2zm0 2v11h10V9z"
            fill="currentColor"
          />
        </svg>
      </button>
      <span role="status" className={styles.copyState}>
        {stateText[state]}
      </span>
    </span>
  );
}
