import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { NEWS_PAGE_SIZE } from '@site/shared/contracts';
import {
  NewsDetailResponseSchema,
  NewsListQuerySchema,
  NewsListResponseSchema,
  SlugParamsSchema,
} from '@site/shared/schemas';
import { contentResponses, sendNotFound } from '../../http/content-responses.ts';
import type { ContentRepository } from '../content/content-repository.ts';
import { pick } from '../content/content-repository.ts';
import type { ContentItem } from '../content/content-types.ts';
import { contentTypes } from '../content/content-types.ts';

const listItem = (item: ContentItem<'news'>) =>
  pick(item, ['slug', 'title', 'publish_date', 'short_description', 'feature_image', 'feature_alt_tag']);

export function registerNewsRoutes(app: FastifyInstance, content: ContentRepository): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  // The site sends no query and lists every article; paging and search are
  // accepted for the arguments its client declares (site-spec.md section 7).
  api.get(
    '/api/news/data',
    {
      config: { responseCache: true },
      schema: { querystring: NewsListQuerySchema, response: contentResponses(NewsListResponseSchema) },
    },
    async (request) => {
      const { page, per_page: perPage, search } = request.query;
      const items = page
        ? (
            await content.list('news', {
              page,
              perPage: perPage ?? NEWS_PAGE_SIZE,
              ...(search ? { title: search } : {}),
            })
          ).data
        : (await content.all('news')).filter(
            (item) => !search || item.title.toLowerCase().includes(search.toLowerCase()),
          );
      return { status: true as const, data: items.map(listItem) };
    },
  );

  api.get(
    '/api/news/data/details/:slug',
    {
      config: { responseCache: true },
      schema: { params: SlugParamsSchema, response: contentResponses(NewsDetailResponseSchema) },
    },
    async (request, reply) => {
      const item = await content.bySlug('news', request.params.slug);
      if (!item) return sendNotFound(reply, contentTypes.news);
      return { status: true as const, data: item };
    },
  );
}
