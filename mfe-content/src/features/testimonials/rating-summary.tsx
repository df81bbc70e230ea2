import { testimonialRatings } from '@site/shared';
import styles from './rating-summary.module.css';

/** The aggregate rating the structured data also carries (site-spec.md section 9). */
export function RatingSummary() {
  const { ratingValue, bestRating, ratingCount, reviewCount } = testimonialRatings;
  return (
    <p className={styles.summary}>
      <span className={styles.stars} aria-hidden="true">
        <span className={styles.filled} style={{ width: `${(ratingValue / bestRating) * 100}%` }}>
          ★★★★★
        </span>
        ★★★★★
      </span>
      <span>
        <strong className={styles.score}>
          Rated {ratingValue} out of {bestRating}
        </strong>{' '}
        from {ratingCount} ratings and {reviewCount} reviews
      </span>
    </p>
  );
}
