import { ContentImage } from '@site/shared';
import type { ContentCard } from '@site/shared';
import styles from './list-card.module.css';

/** Seed illustrations are 600 by 400: the space a card's image takes when the API has no size for it. */
export const LIST_CARD_IMAGE = { width: 600, height: 400 } as const;
/** How wide a card's image is drawn (@site/shared/card-grid's "2-3" columns: one, two, then three in a 1200-px page). */
const LIST_CARD_IMAGE_SIZES = '(max-width: 767px) 100vw, (max-width: 991px) 50vw, 400px';

/** A card's feature image at the top of a listing card (blogs, events, news, case studies); loaded as it nears the viewport. */
export function ListCardImage({ card }: { card: ContentCard }) {
  return (
    <ContentImage
      className={styles.image}
      src={card.feature_image}
      alt={card.feature_alt_tag}
      info={card.images?.feature_image}
      fallbackSize={LIST_CARD_IMAGE}
      sizes={LIST_CARD_IMAGE_SIZES}
    />
  );
}
