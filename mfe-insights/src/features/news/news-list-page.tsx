import { useId } from 'react';
import { PageFrame, usePageMeta } from '@site/shared';
import { NEWS_LIST_HEADING, NEWS_LIST_INTRO, newsListMeta } from './constants.ts';
import { NewsBanner } from './news-banner.tsx';
import { NewsCard } from './news-card.tsx';
import { useNewsList } from './use-news-list.ts';
import { CardGrid } from '@site/shared/card-grid';
import styles from './news-list-page.module.css';

/**
 * site-spec.md section 2.9 /news: banner, 'Trending Events' and the cards,
 * three per row. A failed list shows no cards and no message (section 8).
 */
export function NewsListPage() {
  usePageMeta(newsListMeta);
  const headingId = useId();
  const { items, isLoading } = useNewsList();

  return (
    <PageFrame routeId="news">
      <NewsBanner />
      <section className={styles.section} aria-labelledby={headingId} aria-busy={isLoading}>
        <h2 id={headingId} className={styles.heading}>
          {NEWS_LIST_HEADING}
        </h2>
        <p className={styles.intro}>{NEWS_LIST_INTRO}</p>
        {items.length > 0 && (
          <CardGrid columns="2-3">
            {items.map((item) => (
              <li key={item.slug}>
                <NewsCard item={item} />
              </li>
            ))}
          </CardGrid>
        )}
      </section>
    </PageFrame>
  );
}
