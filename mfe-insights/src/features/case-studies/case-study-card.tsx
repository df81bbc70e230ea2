import { Link, generatePath } from '@site/shared/router';
import { getRoute } from '@site/shared';
import type { CaseStudyListItem } from '@site/shared';
import styles from './case-study-card.module.css';

/** Seed images are 600 by 400. */
const CARD_IMAGE = { width: 600, height: 400 } as const;

/** Image, category and title, linking to /case-studies/{slug}. */
export function CaseStudyCard({ item }: { item: CaseStudyListItem }) {
  return (
    <article className={styles.card}>
      <img
        className={styles.image}
        src={item.feature_image}
        alt={item.feature_alt_tag}
        width={CARD_IMAGE.width}
        height={CARD_IMAGE.height}
        loading="lazy"
      />
      <div className={styles.body}>
        <p className={styles.category}>{item.case_study_category.name}</p>
        <h2 className={styles.title}>
          <Link to={generatePath(getRoute('case-study-detail').path, { slug: item.slug })}>{item.title}</Link>
        </h2>
      </div>
    </article>
  );
}
