import { ContentImage } from '@site/shared';
import type { ImageInfo } from '@site/shared';
import styles from './list-card.module.css';

/** Seed illustrations are 600 by 400: the space a card's image takes when the API has no size for it. */
export const LIST_CARD_IMAGE = { width: 600, height: 400 } as const;
/** How wide a card's image is drawn (card-grid.module.css: one, two, then three columns in a 1200-px page). */
export const LIST_CARD_IMAGE_SIZES = '(max-width: 767px) 100vw, (max-width: 991px) 50vw, 400px';

/** The image at the top of a listing card (blogs, events, news, case studies); loaded as it nears the viewport. */
export function ListCardImage({ src, alt, info }: { src: string; alt: string; info: ImageInfo | undefined }) {
  return (
    <ContentImage
      className={styles.image}
      src={src}
      alt={alt}
      info={info}
      fallbackSize={LIST_CARD_IMAGE}
      sizes={LIST_CARD_IMAGE_SIZES}
    />
  );
}
