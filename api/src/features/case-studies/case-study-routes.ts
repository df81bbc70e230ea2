import type { FastifyInstance } from 'fastify';
import {
  CASE_STUDY_PAGE_SIZE,
  INDUSTRY_CATEGORY_SUFFIX,
  caseStudyIndustryCategories,
  caseStudyServiceCategories,
} from '@site/shared/contracts';
import type {
  CaseStudy,
  CaseStudyCategory,
  CaseStudyDetailResponse,
  CaseStudyListItem,
  CaseStudyListResponse,
} from '@site/shared/contracts';
import { pagingProperties, sendNotFound, slugParamsSchema } from '../../http/content-responses.ts';
import type { ContentRepository } from '../content/content-repository.ts';
import { pick } from '../content/content-repository.ts';
import type { ContentItem } from '../content/content-types.ts';
import { contentTypes } from '../content/content-types.ts';

const listItem = (item: ContentItem): CaseStudyListItem => ({
  ...(pick(item, ['slug', 'title', 'feature_image', 'feature_alt_tag']) as unknown as CaseStudyListItem),
  case_study_category: { name: String(item.category_name ?? item.category) },
});

export function registerCaseStudyRoutes(app: FastifyInstance, content: ContentRepository): void {
  app.get<{ Querystring: { per_page: number; page: number; category?: CaseStudyCategory | '' } }>(
    '/api/case/study/page/data',
    {
      config: { responseCache: true },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...pagingProperties(CASE_STUDY_PAGE_SIZE),
            category: { type: 'string', enum: [...caseStudyServiceCategories, ...caseStudyIndustryCategories, ''] },
          },
        },
      },
    },
    async (request) => {
      const { page, per_page: perPage, category } = request.query;
      const industry = category?.endsWith(INDUSTRY_CATEGORY_SUFFIX)
        ? category.slice(0, -INDUSTRY_CATEGORY_SUFFIX.length)
        : undefined;
      const list = content.list('case-study', {
        page,
        perPage,
        ...(industry ? { category: industry, categoryField: 'industry' } : category ? { category } : {}),
      });
      const body: CaseStudyListResponse = { status: true, data: { ...list, data: list.data.map(listItem) } };
      return body;
    },
  );

  app.get<{ Params: { slug: string } }>(
    '/api/case/study/details/:slug',
    { config: { responseCache: true }, schema: { params: slugParamsSchema } },
    async (request, reply) => {
      const item = content.bySlug('case-study', request.params.slug);
      if (!item) return sendNotFound(reply, contentTypes['case-study']);
      const body: CaseStudyDetailResponse = { status: true, data: item as unknown as CaseStudy };
      return body;
    },
  );
}
