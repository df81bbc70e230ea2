import type { FastifyInstance } from 'fastify';
import {
  GUIDE_PAGE_SIZE,
  MAX_PER_PAGE,
  MAX_TITLE_SEARCH_LENGTH,
  apiMessages,
  guideCategories,
} from '@site/shared/contracts';
import type { GuideCategory, GuideListResponse } from '@site/shared/contracts';
import { sendError } from '../../http/errors.ts';
import type { GuideRepository } from './guide-repository.ts';

interface GuideListQuerystring {
  per_page: number;
  page: number;
  category?: GuideCategory | '';
  title?: string;
}

const guideListQuerySchema = {
  type: 'object',
  properties: {
    per_page: { type: 'integer', minimum: 1, maximum: MAX_PER_PAGE, default: GUIDE_PAGE_SIZE },
    page: { type: 'integer', minimum: 1, default: 1 },
    // An empty category means all categories, as the list page sends it.
    category: { type: 'string', enum: [...guideCategories, ''] },
    title: { type: 'string', maxLength: MAX_TITLE_SEARCH_LENGTH },
  },
} as const;

export function registerGuideRoutes(app: FastifyInstance, guides: GuideRepository): void {
  app.get<{ Querystring: GuideListQuerystring }>(
    '/api/guide/data',
    { schema: { querystring: guideListQuerySchema } },
    async (request, reply) => {
      const { per_page: perPage, page, category, title } = request.query;
      const search = title?.trim();
      const list = guides.list({
        page,
        perPage,
        ...(category ? { category } : {}),
        ...(search ? { title: search } : {}),
      });
      if (list.data.length === 0) return sendError(reply, 404, apiMessages.noGuidesFound);
      const body: GuideListResponse = { status: true, data: list, featured_guide: guides.featured() };
      return body;
    },
  );
}
