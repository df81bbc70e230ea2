import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from '@site/shared/router';
import {
  NOT_FOUND_PAGE_META,
  NotFoundPage,
  PageFrame,
  PageUnavailableNote,
  PageLoadingFrame,
  getRoute,
  isNotFoundError,
  usePageMeta,
} from '@site/shared';
import { useGetPodcastDetailQuery } from './api/podcast-api.ts';
import { podcastEpisodeCopy } from './constants.ts';
import { EpisodeContent } from './episode-content.tsx';
import { episodePageMeta } from './podcast-structured-data.ts';

/**
 * /podcast/{slug} (site-spec.md section 2.8). A slug the API answers with 404 shows the not-found page in place
 * (docs/decisions/015); any other failure goes to /podcast (section 8).
 */
export function PodcastEpisodePage() {
  const { slug = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { currentData, error, isError } = useGetPodcastDetailQuery(slug);
  const podcast = currentData?.data.podcast;
  // The cache entry keeps its error while RTK Query asks again (on the server, in every render pass).
  const notFound = isNotFoundError(error);

  useEffect(() => {
    if (!isError || notFound) return;
    console.error('The podcast episode could not be loaded', error);
    navigate(getRoute('podcast').path, { replace: true });
  }, [isError, notFound, error, navigate]);

  usePageMeta(notFound ? NOT_FOUND_PAGE_META : podcast ? episodePageMeta(podcast, pathname) : {});

  if (notFound) return <NotFoundPage />;
  if (!currentData || !podcast) {
    return isError ? (
      <PageFrame routeId="podcast-episode">
        <PageUnavailableNote />
      </PageFrame>
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
