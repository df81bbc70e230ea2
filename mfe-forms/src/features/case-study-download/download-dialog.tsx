import { useEffect, useId } from 'react';
import { useModalDialog } from '@site/shared';
import { DownloadForm } from './download-form.tsx';
import styles from './download-dialog.module.css';

interface DownloadDialogProps {
  slug: string;
  pdfUrl: string;
  onClose: () => void;
}

/**
 * The modal around the download form, the platform's modal `<dialog>` (`useModalDialog`): the page behind is
 * inert, focus starts on the first field and stays inside; Escape closes it.
 */
export function DownloadDialog({ slug, pdfUrl, onClose }: DownloadDialogProps) {
  const titleId = useId();
  const { ref, dialogProps } = useModalDialog(true, { onEscape: onClose, onClosed: onClose });

  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('input:not([tabindex="-1"]):not([type="hidden"])')?.focus();
  }, [ref]);

  return (
    <dialog ref={ref} aria-modal="true" aria-labelledby={titleId} className={styles.dialog} {...dialogProps}>
      <h2 id={titleId} className={styles.title}>
        Download the case study
      </h2>
      <p className={styles.lead}>Tell us who you are and the full case study opens as a PDF in a new tab.</p>
      <DownloadForm slug={slug} pdfUrl={pdfUrl} onDownloaded={onClose} />
      <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
        ×
      </button>
    </dialog>
  );
}
