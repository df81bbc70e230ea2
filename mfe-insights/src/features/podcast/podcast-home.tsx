import { useEffect } from 'react';
import { useNavigate } from '@site/shared/router';
import { PageFrame, getRoute, usePageMeta } from '@site/shared';
import { useGetPodcastPageQuery } from './api/podcast-api.ts';
import { podcastHomeCopy, podcastHomeMeta } from './constants.ts';
import { EpisodeSeries } from './episode-series.tsx';
import { FeaturedEpisode } from './featured-episode.tsx';
import { MeetTheHosts } from './meet-the-hosts.tsx';
import { podcastSeriesStructuredData } from './podcast-structured-data.ts';
import { SubscribePlatforms } from './subscribe-platforms.tsx';
import { TrendingEpisodes } from './trending-episodes.tsx';
import { useListUrl } from '../listing/list-url.ts';
import { onPodcastPageSizeChange, usePodcastPageSize } from './use-podcast-page-size.ts';
import styles from './podcast-home.module.css';

/**
 * The podcast home's content (site-spec.md section 2.8). A failed page of
 * the series goes to /podcast, which starts the home again at page 1
 * (section 8); if the first page fails, a message says so. The series' page is `?page=` (docs/decisions/010):
 * the pagination is a GET form the server renders, and with JavaScript a page change is a history entry to the
 * same address.
 */
export function PodcastHome() {
  const navigate = useNavigate();
  const perPage = usePodcastPageSize();
  const { page, pathname, go } = useListUrl();
  // A change of page size (crossing 767 px while the page runs) starts again at page 1.
  useEffect(
    () => onPodcastPageSizeChange(() => navigate({ pathname, search: '' }, { replace: true })),
    [navigate, pathname],
  );
  const { data, currentData, error, isError } = useGetPodcastPageQuery({ per_page: perPage, page });
  usePageMeta({ ...podcastHomeMeta, structuredData: [podcastSeriesStructuredData()] });

  useEffect(() => {
    if (!isError) return;
    console.error('The podcast episodes could not be loaded', error);
    if (page > 1) navigate(getRoute('podcast').path, { replace: true });
  }, [isError, error, page, navigate]);

  if (!data) {
    return (
      <PageFrame routeId="podcast">
        <p role={isError ? 'alert' : 'status'} className={isError ? styles.error : styles.status}>
          {isError ? podcastHomeCopy.error : podcastHomeCopy.loading}
        </p>
      </PageFrame>
    );
  }
  const featured = data.featured_podcasts[0];
  return (
    <PageFrame routeId="podcast">
      <p className={styles.intro}>{podcastHomeCopy.intro}</p>
      {featured && <FeaturedEpisode episode={featured} />}
      <EpisodeSeries
        episodes={currentData?.data}
        current={page}
        last={data.pagination.last_page}
        onPageChange={(next) => go({ page: next })}
        action={pathname}
      />
      <TrendingEpisodes episodes={data.most_trending_episodes} />
      <MeetTheHosts episodes={data.meet_our_host_episode} />
      <SubscribePlatforms />
    </PageFrame>
  );
}
