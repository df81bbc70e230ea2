import type { FastifyInstance } from 'fastify';
import { BLOG_PAGE_SIZE, EVENT_PAGE_SIZE } from '@site/shared/contracts';
import type {
  Blog,
  BlogListItem,
  DetailResponse,
  EventListItem,
  ListResponse,
  SiteEvent,
} from '@site/shared/contracts';
import { pagingProperties, sendNotFound, slugParamsSchema } from '../../http/content-responses.ts';
import type { ContentRepository } from '../content/content-repository.ts';
import { pick } from '../content/content-repository.ts';
import type { ContentType } from '../content/content-types.ts';
import { contentTypes } from '../content/content-types.ts';

/**
 * Our extension: the mega menu and the /blogs and /events routes need these
 * lists, which the specs' call table does not give. Same style as guides.
 */
function registerListAndDetail<Item, Detail>(
  app: FastifyInstance,
  content: ContentRepository,
  options: { type: ContentType; listPath: string; detailPath: string; pageSize: number; listFields: readonly string[] },
): void {
  app.get<{ Querystring: { per_page: number; page: number } }>(
    options.listPath,
    {
      config: { responseCache: true },
      schema: { querystring: { type: 'object', properties: pagingProperties(options.pageSize) } },
    },
    async (request) => {
      const list = content.list(options.type, { page: request.query.page, perPage: request.query.per_page });
      const body: ListResponse<Item> = {
        status: true,
        data: { ...list, data: list.data.map((item) => pick(item, options.listFields) as unknown as Item) },
      };
      return body;
    },
  );

  app.get<{ Params: { slug: string } }>(
    options.detailPath,
    { config: { responseCache: true }, schema: { params: slugParamsSchema } },
    async (request, reply) => {
      const item = content.bySlug(options.type, request.params.slug);
      if (!item) return sendNotFound(reply, contentTypes[options.type]);
      const body: DetailResponse<Detail> = { status: true, data: item as unknown as Detail };
      return body;
    },
  );
}

const CARD = ['slug', 'title', 'feature_image', 'feature_alt_tag'];

export function registerBlogAndEventRoutes(app: FastifyInstance, content: ContentRepository): void {
  registerListAndDetail<BlogListItem, Blog>(app, content, {
    type: 'blog',
    listPath: '/api/blog/data',
    detailPath: '/api/blog/detail/:slug',
    pageSize: BLOG_PAGE_SIZE,
    listFields: [...CARD, 'publish_date', 'short_description', 'blog_category'],
  });
  registerListAndDetail<EventListItem, SiteEvent>(app, content, {
    type: 'event',
    listPath: '/api/events/data',
    detailPath: '/api/events/detail/:slug',
    pageSize: EVENT_PAGE_SIZE,
    listFields: [...CARD, 'start_date', 'end_date', 'location', 'short_description'],
  });
}
