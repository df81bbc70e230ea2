import { getRoute } from '@site/shared';
import type { PodcastDetailResponse } from '@site/shared';
import { FetchedDetailPage } from '../listing/fetched-detail-page.tsx';
import type { DetailFailure } from '../listing/fetched-detail-page.tsx';
import { useGetPodcastDetailQuery } from './api/podcast-api.ts';
import { podcastEpisodeCopy } from './constants.ts';
import { EpisodeContent } from './episode-content.tsx';
import { episodePageMeta } from './podcast-structured-data.ts';

/** Any failure but a 404 is logged and goes to /podcast (section 8). */
const onFailure: DetailFailure = (error, navigate) => {
  console.error('The podcast episode could not be loaded', error);
  void navigate(getRoute('podcast').path, { replace: true });
};

/** /podcast/{slug} (site-spec.md section 2.8); a 404 shows the not-found page in place (docs/decisions/015). */
export function PodcastEpisodePage() {
  return (
    <FetchedDetailPage
      routeId="podcast-episode"
      useDetail={useGetPodcastDetailQuery}
      itemOf={(detail: PodcastDetailResponse['data']) => detail.podcast}
      onFailure={onFailure}
      meta={episodePageMeta}
      loading={podcastEpisodeCopy.loading}
    >
      {(detail, podcast) => <EpisodeContent key={podcast.slug} detail={detail} />}
    </FetchedDetailPage>
  );
}
