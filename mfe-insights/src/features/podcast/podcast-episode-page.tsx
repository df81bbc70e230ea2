import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from '@site/shared/router';
import { PageFrame, PageLoadingFrame, getRoute, usePageMeta } from '@site/shared';
import { useGetPodcastDetailQuery } from './api/podcast-api.ts';
import { podcastEpisodeCopy } from './constants.ts';
import { EpisodeContent } from './episode-content.tsx';
import { episodePageMeta } from './podcast-structured-data.ts';

/** /podcast/{slug} (site-spec.md section 2.8); any failure goes to /podcast (section 8). */
export function PodcastEpisodePage() {
  const { slug = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { currentData, error, isError } = useGetPodcastDetailQuery(slug);
  const podcast = currentData?.data.podcast;

  useEffect(() => {
    if (!isError) return;
    console.error('The podcast episode could not be loaded', error);
    navigate(getRoute('podcast').path, { replace: true });
  }, [isError, error, navigate]);

  usePageMeta(podcast ? episodePageMeta(podcast, pathname) : {});

  if (!currentData || !podcast) {
    return isError ? (
      <PageFrame routeId="podcast-episode" />
    ) : (
      <PageLoadingFrame message={podcastEpisodeCopy.loading} />
    );
  }
  return (
    <PageFrame routeId="podcast-episode" heading={podcast.title}>
      <EpisodeContent key={podcast.slug} detail={currentData.data} />
    </PageFrame>
  );
}
