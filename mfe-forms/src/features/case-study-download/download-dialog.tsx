import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { DOWNLOAD_QUERY_PARAM } from './constants.ts';
import { DownloadForm } from './download-form.tsx';
import styles from './download-dialog.module.css';

const FOCUSABLE = 'button, a[href], input:not([tabindex="-1"]):not([type="hidden"]), select, textarea';

interface DownloadDialogProps {
  slug: string;
  pdfUrl: string;
  onClose: () => void;
  /** Before and without JavaScript: closing is a link back to the page (docs/decisions/010). */
  closeHref?: string | undefined;
}

/** The modal around the download form: focus starts on the first field and stays inside; Escape closes it. */
export function DownloadDialog({ slug, pdfUrl, onClose, closeHref }: DownloadDialogProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    dialog.current?.querySelector<HTMLElement>('input:not([tabindex="-1"]):not([type="hidden"])')?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div className={styles.backdrop}>
      <div
        ref={dialog}
        id={DOWNLOAD_QUERY_PARAM}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={styles.dialog}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className={styles.title}>
          Download the case study
        </h2>
        <p className={styles.lead}>Tell us who you are and the full case study opens as a PDF in a new tab.</p>
        <DownloadForm slug={slug} pdfUrl={pdfUrl} onDownloaded={onClose} />
        {closeHref === undefined ? (
          <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
            ×
          </button>
        ) : (
          <a href={closeHref} className={styles.close} aria-label="Close">
            ×
          </a>
        )}
      </div>
    </div>
  );
}
