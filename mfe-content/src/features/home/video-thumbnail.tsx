import styles from './video-thumbnail.module.css';

interface VideoThumbnailProps {
  /** The imported thumbnail image. */
  src: string;
  width: number;
  height: number;
  /** What the video is; the button reads "Play video: <title>", after the caption when there is one. */
  title: string;
  /** Shown under the image when given; the button's name starts with it (WCAG 2.5.3, label in name). */
  caption?: string;
  onPlay: () => void;
}

/** A thumbnail button that opens a video; the player itself loads only in the modal. */
export function VideoThumbnail({ src, width, height, title, caption, onPlay }: VideoThumbnailProps) {
  return (
    <button type="button" className={styles.thumb} onClick={onPlay}>
      <span className={styles.frame}>
        <img className={styles.image} src={src} width={width} height={height} alt="" loading="lazy" />
        <span className={styles.play} aria-hidden="true" />
      </span>
      {caption ? <span className={styles.caption}>{caption}</span> : null}
      <span className="visually-hidden">{caption ? ` (play video: ${title})` : `Play video: ${title}`}</span>
    </button>
  );
}
