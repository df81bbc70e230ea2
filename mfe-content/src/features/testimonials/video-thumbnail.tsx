import type { ClientVideo } from './client-videos.ts';
import styles from './video-thumbnail.module.css';

interface VideoThumbnailProps {
  video: ClientVideo;
  onPlay: () => void;
}

/** A client's video as a thumbnail button; the player loads only when the visitor asks for it. */
export function VideoThumbnail({ video, onPlay }: VideoThumbnailProps) {
  return (
    <figure className={styles.item}>
      <button
        type="button"
        className={styles.play}
        onClick={onPlay}
        aria-label={`Play video testimonial from ${video.name}, ${video.designation}`}
      >
        <img className={styles.image} src={video.thumbnail} alt={video.alt} width={320} height={180} loading="lazy" />
        <span className={styles.icon} aria-hidden="true" />
      </button>
      <figcaption className={styles.caption}>
        <span className={styles.name}>{video.name}</span>
        <span className={styles.designation}>{video.designation}</span>
      </figcaption>
    </figure>
  );
}
