import { useId, useState } from 'react';
import { PageFrame, usePageMeta } from '@site/shared';
import { Pagination } from '../pagination/pagination.tsx';
import { useGetEventsQuery } from './api/events-api.ts';
import { EventBanner } from './event-banner.tsx';
import { EventCardGrid } from './event-card-grid.tsx';
import { EVENT_LIST_HEADING, eventListMeta } from './constants.ts';
import styles from './event-list-page.module.css';

/**
 * /events, in the newsroom's style: banner, heading and cards three per row,
 * paged like the case studies (the current page is the server's). As on the
 * newsroom, a failed list shows nothing of the failure.
 */
export function EventListPage() {
  usePageMeta(eventListMeta);
  const headingId = useId();
  const [page, setPage] = useState(1);
  const { currentData, isError, isFetching } = useGetEventsQuery(page);
  const list = isError ? undefined : currentData?.data;

  const changePage = (next: number) => {
    setPage(next);
    window.scrollTo({ top: 0 });
  };

  return (
    <PageFrame routeId="events">
      <EventBanner />
      <section className={styles.section} aria-labelledby={headingId} aria-busy={isFetching}>
        <h2 id={headingId} className={styles.heading}>
          {EVENT_LIST_HEADING}
        </h2>
        {list && list.data.length > 0 && (
          <>
            <EventCardGrid items={list.data} />
            <Pagination
              current={list.current_page}
              last={list.last_page}
              onChange={changePage}
              label={`${EVENT_LIST_HEADING} pages`}
            />
          </>
        )}
      </section>
    </PageFrame>
  );
}
