import { Link } from '@site/shared/router';
import { jobDescriptionLink } from '@site/shared';
import type { OpeningListItem } from '@site/shared';
import styles from './openings.module.css';
import { VisuallyHidden } from '@site/shared/visually-hidden';

/** Position name, location and description; the position name links to its job description. */
export function OpeningCard({ opening }: { opening: OpeningListItem }) {
  return (
    <article className={styles.card}>
      <h2 className={styles.cardTitle}>
        <Link to={jobDescriptionLink(opening.position_name)} className={styles.cardLink}>
          {opening.position_name}
        </Link>
      </h2>
      <p className={styles.location}>
        <VisuallyHidden>Location: </VisuallyHidden>
        {opening.location}
      </p>
      <p className={styles.description}>{opening.description}</p>
      <p className={styles.more} aria-hidden="true">
        View job description →
      </p>
    </article>
  );
}
