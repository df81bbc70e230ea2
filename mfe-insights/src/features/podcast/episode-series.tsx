import { useId, useRef } from 'react';
import type { PodcastListItem } from '@site/shared';
import { CardGrid } from '@site/shared/card-grid';
import { listSearch } from '../listing/list-url.ts';
import { Pagination } from '../pagination/pagination.tsx';
import { podcastHomeCopy } from './constants.ts';
import { ListedEpisodeCard } from './episode-card.tsx';
import styles from './episode-series.module.css';

interface EpisodeSeriesProps {
  /** The current page's episodes; undefined while it loads. */
  episodes: readonly PodcastListItem[] | undefined;
  current: number;
  last: number;
  onPageChange: (page: number) => void;
  /** The show's address: each page links to it with its query. */
  action: string;
}

/** Business Transformation Series: one page of episodes and the pagination. */
export function EpisodeSeries({ episodes, current, last, onPageChange, action }: EpisodeSeriesProps) {
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  const changePage = (page: number) => {
    onPageChange(page);
    section.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <section ref={section} className={styles.series} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {podcastHomeCopy.seriesHeading}
      </h2>
      {episodes ? (
        <CardGrid columns="3-2-1" aria-labelledby={headingId}>
          {episodes.map((episode) => (
            <li key={episode.slug}>
              <ListedEpisodeCard episode={episode} />
            </li>
          ))}
        </CardGrid>
      ) : (
        <p role="status" className={styles.status}>
          {podcastHomeCopy.loading}
        </p>
      )}
      <Pagination
        current={current}
        last={last}
        onChange={changePage}
        label={podcastHomeCopy.seriesPagination}
        pageHref={(page) => `${action}${listSearch({ page })}`}
      />
    </section>
  );
}
