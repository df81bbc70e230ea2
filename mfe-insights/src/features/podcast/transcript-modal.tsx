import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, MouseEvent } from 'react';
import { podcastEpisodeCopy } from './constants.ts';
import styles from './transcript-modal.module.css';

interface TranscriptModalProps {
  open: boolean;
  episodeTitle: string;
  /** The transcript's HTML, sanitized by the API. */
  html: string;
  onClose: () => void;
}

const FOCUSABLE = 'a[href], button, [tabindex]:not([tabindex="-1"])';

/**
 * The 'View Transcript' dialog: modal, with its own Close button; Escape and
 * a click on the backdrop close it too. Focus stays inside while it is open
 * and returns to the button that opened it.
 */
export function TranscriptModal({ open, episodeTitle, html, onClose }: TranscriptModalProps) {
  const headingId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement as HTMLElement | null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    closeButton.current?.focus();
    return () => {
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, [open]);

  if (!open) return null;

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
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <div className={styles.backdrop} onClick={onBackdropClick}>
      <div className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={headingId} onKeyDown={onKeyDown}>
        <div className={styles.header}>
          <div>
            <h2 id={headingId} className={styles.heading}>
              {podcastEpisodeCopy.transcriptHeading}
            </h2>
            <p className={styles.episode}>{episodeTitle}</p>
          </div>
          <button
            ref={closeButton}
            type="button"
            className={styles.close}
            aria-label={podcastEpisodeCopy.closeTranscript}
            onClick={onClose}
          >
            ×
          </button>
        </div>
        {/* Focusable so that keyboard users can scroll a long transcript. */}
        <div className={styles.body} tabIndex={0} dangerouslySetInnerHTML={{ __html: html }} />
      </div>
    </div>
  );
}
