import { Link, generatePath } from '@site/shared/router';
import { getRoute } from '@site/shared';
import type { CaseStudyListItem } from '@site/shared';
import { ListCardImage } from '../listing/list-card-image.tsx';
import styles from '../listing/list-card.module.css';

/** Image, category and title, linking to /case-studies/{slug}. */
export function CaseStudyCard({ item }: { item: CaseStudyListItem }) {
  return (
    <article className={styles.card}>
      <ListCardImage card={item} />
      <div className={styles.body}>
        <p className={styles.category}>{item.case_study_category.name}</p>
        <h2 className={styles.title}>
          <Link to={generatePath(getRoute('case-study-detail').path, { slug: item.slug })}>{item.title}</Link>
        </h2>
      </div>
    </article>
  );
}
