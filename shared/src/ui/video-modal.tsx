import { getSiteConfig } from '../config/site-config-browser.ts';
import { videoPlayerSrc } from '../content/testimonial-videos.ts';
import { dialogCopy } from '../constants/accessibility.ts';
import { useModalDialog } from './use-modal-dialog.ts';
import styles from './video-modal.module.css';

interface VideoModalProps {
  /** The video to play; null keeps the modal closed. */
  videoUrl: string | null;
  title: string;
  onClose: () => void;
  /** The video's still, shown with a note where no player is configured. */
  poster?: { src: string; alt: string; width: number; height: number } | undefined;
  /** The player's origin; by default the page's configuration (`videoPlayerOrigin`). */
  playerOrigin?: string | undefined;
}

/**
 * site-spec.md section 4: a static backdrop and no keyboard close (Escape
 * and backdrop clicks do nothing); the Close button ends it. Closing
 * unmounts the player, which empties the video source. It is the platform's
 * modal `<dialog>` (`useModalDialog`): the page behind is inert, so focus
 * stays inside, the player's iframe included, and returns to where it was.
 * Where no video player is configured, it shows the video's poster and a
 * note instead of a frame that could not load.
 */
export function VideoModal({
  videoUrl,
  title,
  onClose,
  poster,
  playerOrigin = getSiteConfig().videoPlayerOrigin,
}: VideoModalProps) {
  const { ref, dialogProps } = useModalDialog(videoUrl !== null, { onClosed: onClose });
  if (!videoUrl) return null;

  return (
    <dialog ref={ref} className={styles.dialog} aria-label={title} {...dialogProps}>
      <button type="button" className={styles.close} onClick={onClose} aria-label={dialogCopy.videoClose}>
        ×
      </button>
      {playerOrigin ? (
        <iframe
          className={styles.frame}
          src={videoPlayerSrc(videoUrl, playerOrigin)}
          title={title}
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <div className={styles.unavailable}>
          {poster ? (
            <img
              className={styles.poster}
              src={poster.src}
              alt={poster.alt}
              width={poster.width}
              height={poster.height}
            />
          ) : null}
          <p role="status" className={styles.note}>
            {dialogCopy.videoUnavailable}
          </p>
        </div>
      )}
    </dialog>
  );
}
