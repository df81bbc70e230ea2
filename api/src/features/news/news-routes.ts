import type { FastifyInstance } from 'fastify';
import { MAX_TITLE_SEARCH_LENGTH, NEWS_PAGE_SIZE } from '@site/shared/contracts';
import type { NewsArticle, NewsDetailResponse, NewsListItem, NewsListResponse } from '@site/shared/contracts';
import { pagingProperties, sendNotFound, slugParamsSchema } from '../../http/content-responses.ts';
import type { ContentRepository } from '../content/content-repository.ts';
import { pick } from '../content/content-repository.ts';
import { contentTypes } from '../content/content-types.ts';

const LIST_FIELDS = ['slug', 'title', 'publish_date', 'short_description', 'feature_image', 'feature_alt_tag'] as const;

interface NewsQuery {
  per_page?: number;
  page?: number;
  search?: string;
}

export function registerNewsRoutes(app: FastifyInstance, content: ContentRepository): void {
  // The site sends no query and lists every article; paging and search are
  // accepted for the arguments its client declares (site-spec.md section 7).
  app.get<{ Querystring: NewsQuery }>(
    '/api/news/data',
    {
      config: { responseCache: true },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            per_page: pagingProperties(NEWS_PAGE_SIZE).per_page,
            page: { type: 'integer', minimum: 1 },
            search: { type: 'string', maxLength: MAX_TITLE_SEARCH_LENGTH },
          },
        },
      },
    },
    async (request) => {
      const { page, per_page: perPage, search } = request.query;
      const items = page
        ? content.list('news', { page, perPage: perPage ?? NEWS_PAGE_SIZE, ...(search ? { title: search } : {}) }).data
        : content
            .all('news')
            .filter((item) => !search || String(item.title).toLowerCase().includes(search.toLowerCase()));
      const body: NewsListResponse = {
        status: true,
        data: items.map((item) => pick(item, LIST_FIELDS) as unknown as NewsListItem),
      };
      return body;
    },
  );

  app.get<{ Params: { slug: string } }>(
    '/api/news/data/details/:slug',
    { config: { responseCache: true }, schema: { params: slugParamsSchema } },
    async (request, reply) => {
      const item = content.bySlug('news', request.params.slug);
      if (!item) return sendNotFound(reply, contentTypes.news);
      const body: NewsDetailResponse = { status: true, data: item as unknown as NewsArticle };
      return body;
    },
  );
}
