import { useId } from 'react';
import type { ContentCard } from '@site/shared';
import { guideDetailCopy } from './constants.ts';
import { GuideCard } from './guide-card.tsx';
import styles from './recent-guides.module.css';

/** The newest other guides, beside the article. */
export function RecentGuides({ guides }: { guides: readonly ContentCard[] }) {
  const headingId = useId();
  if (guides.length === 0) return null;
  return (
    <section className={styles.recent} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {guideDetailCopy.recentGuides}
      </h2>
      <ul className={styles.list}>
        {guides.map((guide) => (
          <li key={guide.slug}>
            <GuideCard guide={guide} headingLevel={3} compact />
          </li>
        ))}
      </ul>
    </section>
  );
}
