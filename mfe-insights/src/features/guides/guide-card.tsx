import { Link } from '@site/shared/router';
import { ContentImage } from '@site/shared';
import type { GuideListItem } from '@site/shared';
import { LIST_CARD_IMAGE } from '../listing/list-card-image.tsx';
import { guidePath } from './guide-path.ts';
import { shortenTitle } from './shorten-title.ts';
import styles from './guide-card.module.css';

/** How wide the image is drawn (guide-results.module.css: three columns, two to 1024 px, one to 768 px; compact: 6rem). */
const GUIDE_CARD_SIZES = '(max-width: 768px) 100vw, (max-width: 1024px) 50vw, 400px';
const COMPACT_SIZES = '96px';

interface GuideCardProps {
  guide: GuideListItem;
  headingLevel?: 2 | 3;
  compact?: boolean;
  /** The list's first card: its image is likely the largest thing in view, so it loads at once and first. */
  priority?: boolean;
}

/** A guide's image and (shortened) title, linking to the guide. */
export function GuideCard({ guide, headingLevel = 2, compact = false, priority = false }: GuideCardProps) {
  const Heading = `h${headingLevel}` as const;
  const title = shortenTitle(guide.title);
  return (
    <article className={compact ? styles.compact : styles.card}>
      <Link to={guidePath(guide.slug)} className={styles.link} title={title === guide.title ? undefined : guide.title}>
        <ContentImage
          className={styles.image}
          src={guide.feature_image}
          alt={guide.feature_alt_tag}
          info={guide.images?.feature_image}
          fallbackSize={LIST_CARD_IMAGE}
          sizes={compact ? COMPACT_SIZES : GUIDE_CARD_SIZES}
          priority={priority}
        />
        <Heading className={styles.title}>{title}</Heading>
      </Link>
    </article>
  );
}
