import styles from './list-card.module.css';

/** Seed images are 600 by 400: a listing card's image is sized by them, so it takes its space before it loads. */
export const LIST_CARD_IMAGE = { width: 600, height: 400 } as const;

/** The image at the top of a listing card (blogs, events, news, case studies); loaded as it nears the viewport. */
export function ListCardImage({ src, alt }: { src: string; alt: string }) {
  return (
    <img
      className={styles.image}
      src={src}
      alt={alt}
      width={LIST_CARD_IMAGE.width}
      height={LIST_CARD_IMAGE.height}
      loading="lazy"
    />
  );
}
