import { useEffect, useId } from 'react';
import { useModalDialog } from '@site/shared';
import { DOWNLOAD_QUERY_PARAM } from './constants.ts';
import { DownloadForm } from './download-form.tsx';
import styles from './download-dialog.module.css';

interface DownloadDialogProps {
  slug: string;
  pdfUrl: string;
  onClose: () => void;
  /**
   * Before and without JavaScript (docs/decisions/010): the dialog is shown
   * open in the page (nothing can make it modal), and closing is a link back.
   */
  closeHref?: string | undefined;
}

/**
 * The modal around the download form, the platform's modal `<dialog>` (`useModalDialog`): the page behind is
 * inert, focus starts on the first field and stays inside; Escape closes it.
 */
export function DownloadDialog({ slug, pdfUrl, onClose, closeHref }: DownloadDialogProps) {
  const titleId = useId();
  const { ref, dialogProps } = useModalDialog(true, { onEscape: onClose, onClosed: onClose });

  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('input:not([tabindex="-1"]):not([type="hidden"])')?.focus();
  }, [ref]);

  const serverHtml = closeHref !== undefined;
  return (
    <dialog
      ref={ref}
      id={DOWNLOAD_QUERY_PARAM}
      open={serverHtml || undefined}
      aria-modal={serverHtml ? undefined : 'true'}
      aria-labelledby={titleId}
      className={styles.dialog}
      {...dialogProps}
    >
      <h2 id={titleId} className={styles.title}>
        Download the case study
      </h2>
      <p className={styles.lead}>Tell us who you are and the full case study opens as a PDF in a new tab.</p>
      <DownloadForm slug={slug} pdfUrl={pdfUrl} onDownloaded={onClose} />
      {serverHtml ? (
        <a href={closeHref} className={styles.close} aria-label="Close">
          ×
        </a>
      ) : (
        <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
          ×
        </button>
      )}
    </dialog>
  );
}
