import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { OTHER_PODCASTS_LIMIT, PODCAST_PAGE_SIZE } from '@site/shared/contracts';
import {
  PagingQuerySchema,
  PodcastDetailResponseSchema,
  PodcastListResponseSchema,
  SlugParamsSchema,
} from '@site/shared/schemas';
import { contentResponses, sendNotFound } from '../../http/content-responses.ts';
import type { ContentRepository } from '../content/content-repository.ts';
import { pick } from '../content/content-repository.ts';
import type { ContentItem } from '../content/content-types.ts';
import { contentTypes } from '../content/content-types.ts';

const listItem = (item: ContentItem<'podcast'>) =>
  pick(item, [
    'slug',
    'episode_number',
    'main_page_title',
    'main_page_banner',
    'guest_alt_tag',
    'vedio_url',
    'feature_title',
    'guest_image',
  ]);
/** The spec's lists of featured, trending and host episodes are short strips. */
const HIGHLIGHT_LIMIT = 10;

export function registerPodcastRoutes(app: FastifyInstance, content: ContentRepository): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(
    '/api/podcast/page/data',
    {
      config: { responseCache: true },
      schema: {
        querystring: PagingQuerySchema(PODCAST_PAGE_SIZE),
        response: contentResponses(PodcastListResponseSchema),
      },
    },
    async (request) => {
      const list = await content.list('podcast', { page: request.query.page, perPage: request.query.per_page });
      return {
        status: true as const,
        data: list.data.map(listItem),
        pagination: { last_page: list.last_page, current_page: list.current_page },
        featured_podcasts: (await content.featured('podcast', HIGHLIGHT_LIMIT)).map(listItem),
        most_trending_episodes: (await content.flagged('podcast', 'is_trending', HIGHLIGHT_LIMIT)).map(listItem),
        meet_our_host_episode: (await content.flagged('podcast', 'is_host_episode', HIGHLIGHT_LIMIT)).map(listItem),
      };
    },
  );

  api.get(
    '/api/podcast/data/details/:slug',
    {
      config: { responseCache: true },
      schema: { params: SlugParamsSchema, response: contentResponses(PodcastDetailResponseSchema) },
    },
    async (request, reply) => {
      const podcast = await content.bySlug('podcast', request.params.slug);
      if (!podcast) return sendNotFound(reply, contentTypes.podcast);
      const others = await content.others('podcast', request.params.slug, OTHER_PODCASTS_LIMIT);
      return {
        status: true as const,
        data: {
          podcast,
          otherPodcasts: others.map((other) => pick(other, ['slug', 'episode_number', 'title', 'main_page_banner'])),
        },
      };
    },
  );
}
