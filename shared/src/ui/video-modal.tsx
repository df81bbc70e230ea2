import { videoPlayerSrc } from '../content/testimonial-videos.ts';
import { dialogCopy } from '../constants/accessibility.ts';
import { useModalDialog } from './use-modal-dialog.ts';
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
 * unmounts the player, which empties the video source. It is the platform's
 * modal `<dialog>` (`useModalDialog`): the page behind is inert, so focus
 * stays inside, the player's iframe included, and returns to where it was.
 */
export function VideoModal({ videoUrl, title, onClose }: VideoModalProps) {
  const { ref, dialogProps } = useModalDialog(videoUrl !== null, { onClosed: onClose });
  if (!videoUrl) return null;

  return (
    <dialog ref={ref} className={styles.dialog} aria-label={title} {...dialogProps}>
      <button type="button" className={styles.close} onClick={onClose} aria-label={dialogCopy.videoClose}>
        ×
      </button>
      <iframe
        className={styles.frame}
        src={videoPlayerSrc(videoUrl)}
        title={title}
        allow="autoplay; fullscreen; picture-in-picture"
        allowFullScreen
      />
    </dialog>
  );
}
