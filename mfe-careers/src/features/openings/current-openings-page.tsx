import { useEffect } from 'react';
import { Link, useLocation } from '@site/shared/router';
import { PageFrame, brand, getRoute, usePageMeta } from '@site/shared';
import { rememberCampaignDetail } from '../../lib/career-selection.ts';
import { useGetOpeningsQuery } from './api/openings-api.ts';
import { OpeningList } from './opening-list.tsx';
import styles from './openings.module.css';

/** site-spec.md section 2.13: every open position, each linking to its job description. */
export function CurrentOpeningsPage() {
  const { search } = useLocation();
  const openings = useGetOpeningsQuery(undefined);

  useEffect(() => {
    rememberCampaignDetail(search);
  }, [search]);

  const items = openings.data?.data ?? [];
  usePageMeta({
    title: 'Current openings',
    description: `Open positions at ${brand.name} in insurance operations, accounting, data annotation, business intelligence, digital marketing and AI. Read the job description and apply online.`,
    keywords: `${brand.name} jobs, current openings, BPO jobs Udaipur, insurance process jobs, remote jobs India`,
    structuredData: [
      items.length > 0
        ? {
            '@context': 'https://schema.org',
            '@type': 'ItemList',
            name: `Current openings at ${brand.name}`,
            itemListElement: items.map((item, index) => ({
              '@type': 'ListItem',
              position: index + 1,
              name: item.position_name,
            })),
          }
        : null,
    ],
  });

  return (
    <PageFrame routeId="current-openings">
      <p className={styles.intro}>
        Find a role that fits you, read what it involves, and apply in four short steps. Not sure yet?{' '}
        <Link to={getRoute('life').path}>See what life at {brand.name} is like</Link>.
      </p>
      {openings.isLoading ? (
        <p role="status">Loading the current openings…</p>
      ) : openings.isError ? (
        <div role="alert" className={styles.problem}>
          <p>We could not load the current openings. Please try again.</p>
          <button type="button" className={styles.button} onClick={() => void openings.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <OpeningList openings={items} />
      )}
    </PageFrame>
  );
}
