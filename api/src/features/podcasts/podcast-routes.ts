import type { FastifyInstance } from 'fastify';
import { OTHER_PODCASTS_LIMIT, PODCAST_PAGE_SIZE } from '@site/shared/contracts';
import type { Podcast, PodcastDetailResponse, PodcastListItem, PodcastListResponse } from '@site/shared/contracts';
import { pagingProperties, sendNotFound, slugParamsSchema } from '../../http/content-responses.ts';
import type { ContentRepository } from '../content/content-repository.ts';
import { pick } from '../content/content-repository.ts';
import type { ContentItem } from '../content/content-types.ts';
import { contentTypes } from '../content/content-types.ts';

const LIST_FIELDS = [
  'slug',
  'episode_number',
  'main_page_title',
  'main_page_banner',
  'guest_alt_tag',
  'vedio_url',
  'feature_title',
  'guest_image',
] as const;
const listItem = (item: ContentItem) => pick(item, LIST_FIELDS) as unknown as PodcastListItem;
/** The spec's lists of featured, trending and host episodes are short strips. */
const HIGHLIGHT_LIMIT = 10;

export function registerPodcastRoutes(app: FastifyInstance, content: ContentRepository): void {
  app.get<{ Querystring: { per_page: number; page: number } }>(
    '/api/podcast/page/data',
    {
      config: { responseCache: true },
      schema: { querystring: { type: 'object', properties: pagingProperties(PODCAST_PAGE_SIZE) } },
    },
    async (request) => {
      const list = content.list('podcast', { page: request.query.page, perPage: request.query.per_page });
      const body: PodcastListResponse = {
        status: true,
        data: list.data.map(listItem),
        pagination: { last_page: list.last_page, current_page: list.current_page },
        featured_podcasts: content.featured('podcast', HIGHLIGHT_LIMIT).map(listItem),
        most_trending_episodes: content.flagged('podcast', 'is_trending', HIGHLIGHT_LIMIT).map(listItem),
        meet_our_host_episode: content.flagged('podcast', 'is_host_episode', HIGHLIGHT_LIMIT).map(listItem),
      };
      return body;
    },
  );

  app.get<{ Params: { slug: string } }>(
    '/api/podcast/data/details/:slug',
    { config: { responseCache: true }, schema: { params: slugParamsSchema } },
    async (request, reply) => {
      const item = content.bySlug('podcast', request.params.slug);
      if (!item) return sendNotFound(reply, contentTypes.podcast);
      const body: PodcastDetailResponse = {
        status: true,
        data: {
          podcast: item as unknown as Podcast,
          otherPodcasts: content
            .others('podcast', request.params.slug, OTHER_PODCASTS_LIMIT)
            .map(
              (other) =>
                pick(other, [
                  'slug',
                  'episode_number',
                  'title',
                  'main_page_banner',
                ]) as unknown as PodcastDetailResponse['data']['otherPodcasts'][number],
            ),
        },
      };
      return body;
    },
  );
}
