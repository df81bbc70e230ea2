import { useEffect, useId } from 'react';
import type { MouseEvent } from 'react';
import { useModalDialog } from '@site/shared';
import { podcastEpisodeCopy } from './constants.ts';
import styles from './transcript-modal.module.css';

interface TranscriptModalProps {
  open: boolean;
  episodeTitle: string;
  /** The transcript's HTML, sanitized by the API. */
  html: string;
  onClose: () => void;
}

/**
 * The 'View Transcript' dialog: modal, with its own Close button; Escape and
 * a click on the backdrop close it too. It is the platform's modal `<dialog>`
 * (`useModalDialog`): the page behind is inert, focus stays inside while it is
 * open and returns to the button that opened it.
 */
export function TranscriptModal({ open, episodeTitle, html, onClose }: TranscriptModalProps) {
  const headingId = useId();
  const { ref, dialogProps } = useModalDialog(open, { onEscape: onClose, onClosed: onClose });

  useEffect(() => {
    if (!open) return undefined;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  if (!open) return null;

  // The backdrop is the dialog's ::backdrop: a click there reaches the dialog itself (its box has no padding).
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    // A click on the backdrop is the mouse's way out; keyboards have Escape, which the dialog handles natively.
    // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-modal="true"
      aria-labelledby={headingId}
      onClick={onBackdropClick}
      {...dialogProps}
    >
      <div className={styles.header}>
        <div>
          <h2 id={headingId} className={styles.heading}>
            {podcastEpisodeCopy.transcriptHeading}
          </h2>
          <p className={styles.episode}>{episodeTitle}</p>
        </div>
        <button
          type="button"
          className={styles.close}
          aria-label={podcastEpisodeCopy.closeTranscript}
          onClick={onClose}
        >
          ×
        </button>
      </div>
      {/* Focusable so that keyboard users can scroll a long transcript (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex */}
      <div className={styles.body} tabIndex={0} dangerouslySetInnerHTML={{ __html: html }} />
    </dialog>
  );
}
