import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { BLOG_PAGE_SIZE, EVENT_PAGE_SIZE } from '@site/shared/contracts';
import {
  BlogListItemSchema,
  BlogSchema,
  DetailResponseSchema,
  EventListItemSchema,
  ListResponseSchema,
  PagingQuerySchema,
  SiteEventSchema,
  SlugParamsSchema,
} from '@site/shared/schemas';
import { contentResponses, sendNotFound } from '../../http/content-responses.ts';
import type { ContentRepository } from '../content/content-repository.ts';
import { pick } from '../content/content-repository.ts';
import { contentTypes } from '../content/content-types.ts';

const CARD = ['slug', 'title', 'feature_image', 'feature_alt_tag'] as const;

/**
 * Our extension: the mega menu and the /blogs and /events routes need these
 * lists, which the specs' call table does not give. Same style as guides.
 */
export function registerBlogAndEventRoutes(app: FastifyInstance, content: ContentRepository): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(
    '/api/blog/data',
    {
      config: { responseCache: true },
      schema: {
        querystring: PagingQuerySchema(BLOG_PAGE_SIZE),
        response: contentResponses(ListResponseSchema(BlogListItemSchema)),
      },
    },
    async (request) => {
      const list = await content.list('blog', { page: request.query.page, perPage: request.query.per_page });
      const fields = [...CARD, 'publish_date', 'short_description', 'blog_category'] as const;
      return { status: true as const, data: { ...list, data: list.data.map((item) => pick(item, fields)) } };
    },
  );

  api.get(
    '/api/blog/detail/:slug',
    {
      config: { responseCache: true },
      schema: { params: SlugParamsSchema, response: contentResponses(DetailResponseSchema(BlogSchema)) },
    },
    async (request, reply) => {
      const item = await content.bySlug('blog', request.params.slug);
      if (!item) return sendNotFound(reply, contentTypes.blog);
      return { status: true as const, data: item };
    },
  );

  api.get(
    '/api/events/data',
    {
      config: { responseCache: true },
      schema: {
        querystring: PagingQuerySchema(EVENT_PAGE_SIZE),
        response: contentResponses(ListResponseSchema(EventListItemSchema)),
      },
    },
    async (request) => {
      const list = await content.list('event', { page: request.query.page, perPage: request.query.per_page });
      const fields = [...CARD, 'start_date', 'end_date', 'location', 'short_description'] as const;
      return { status: true as const, data: { ...list, data: list.data.map((item) => pick(item, fields)) } };
    },
  );

  api.get(
    '/api/events/detail/:slug',
    {
      config: { responseCache: true },
      schema: { params: SlugParamsSchema, response: contentResponses(DetailResponseSchema(SiteEventSchema)) },
    },
    async (request, reply) => {
      const item = await content.bySlug('event', request.params.slug);
      if (!item) return sendNotFound(reply, contentTypes.event);
      return { status: true as const, data: item };
    },
  );
}
