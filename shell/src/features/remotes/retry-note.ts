import { hydrationRetryCopy } from '@site/shared';
import styles from './retry-note.module.css';

export interface RetryNote {
  show(): void;
  hide(): void;
}

/**
 * The small polite note a server-rendered page shows once the code it needs
 * has failed to load (docs/decisions/010): beside the page, never in its
 * place. Plain DOM, since React is what failed to arrive.
 */
export function createRetryNote(document: Document, onRetry: () => void): RetryNote {
  let note: HTMLElement | undefined;
  return {
    show() {
      if (note) return;
      note = document.createElement('div');
      note.setAttribute('role', 'status');
      note.className = styles.note ?? '';
      document.body.append(note);
      const region = note;
      // Filled once the empty live region is in the document, so screen readers announce it.
      setTimeout(() => {
        const text = document.createElement('p');
        text.className = styles.text ?? '';
        text.textContent = hydrationRetryCopy.note;
        const button = document.createElement('button');
        button.type = 'button';
        button.className = styles.retry ?? '';
        button.textContent = hydrationRetryCopy.retry;
        button.addEventListener('click', onRetry);
        region.append(text, button);
      });
    },
    hide() {
      note?.remove();
      note = undefined;
    },
  };
}
