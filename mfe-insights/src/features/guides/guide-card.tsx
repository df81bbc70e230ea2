import { Link } from '@site/shared/router';
import type { GuideListItem } from '@site/shared';
import { guidePath } from './guide-path.ts';
import { shortenTitle } from './shorten-title.ts';
import styles from './guide-card.module.css';

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
        <img
          className={styles.image}
          src={guide.feature_image}
          alt={guide.feature_alt_tag}
          width={600}
          height={400}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
        />
        <Heading className={styles.title}>{title}</Heading>
      </Link>
    </article>
  );
}
