import { useEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { videoPlayerSrc } from '../content/testimonial-videos.ts';
import styles from './video-modal.module.css';

interface VideoModalProps {
  /** The video to play; null keeps the modal closed. */
  videoUrl: string | null;
  title: string;
  onClose: () => void;
}

/**
 * site-spec.md section 4: a static backdrop and no keyboard close (Escape
 * and backdrop clicks do nothing); the Close button ends it. Closing
 * unmounts the player, which empties the video source. Focus stays inside
 * while it is open and returns to where it was.
 */
export function VideoModal({ videoUrl, title, onClose }: VideoModalProps) {
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!videoUrl) return undefined;
    const previous = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    return () => previous?.focus();
  }, [videoUrl]);

  if (!videoUrl) return null;

  const keepFocusInside = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('button, iframe')];
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
      <div className={styles.dialog} role="dialog" aria-modal="true" aria-label={title} onKeyDown={keepFocusInside}>
        <button ref={closeButton} type="button" className={styles.close} onClick={onClose} aria-label="Close video">
          ×
        </button>
        <iframe
          className={styles.frame}
          src={videoPlayerSrc(videoUrl)}
          title={title}
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
        />
      </div>
    </div>
  );
}
