import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { INDUSTRY_CATEGORY_SUFFIX } from '@site/shared/contracts';
import {
  CaseStudyDetailResponseSchema,
  CaseStudyListQuerySchema,
  CaseStudyListResponseSchema,
  SlugParamsSchema,
} from '@site/shared/schemas';
import { contentResponses, sendNotFound } from '../../http/content-responses.ts';
import type { ContentRepository } from '../content/content-repository.ts';
import { pick } from '../content/content-repository.ts';
import type { ContentItem } from '../content/content-types.ts';
import { contentTypes } from '../content/content-types.ts';

const listItem = (item: ContentItem<'case-study'>) => ({
  ...pick(item, ['slug', 'title', 'feature_image', 'feature_alt_tag']),
  case_study_category: { name: item.category_name ?? item.category },
});

export function registerCaseStudyRoutes(app: FastifyInstance, content: ContentRepository): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(
    '/api/case/study/page/data',
    {
      config: { responseCache: true },
      schema: { querystring: CaseStudyListQuerySchema, response: contentResponses(CaseStudyListResponseSchema) },
    },
    async (request) => {
      const { page, per_page: perPage, category } = request.query;
      const industry = category?.endsWith(INDUSTRY_CATEGORY_SUFFIX)
        ? category.slice(0, -INDUSTRY_CATEGORY_SUFFIX.length)
        : undefined;
      const list = await content.list('case-study', {
        page,
        perPage,
        ...(industry ? { category: industry, categoryField: 'industry' } : category ? { category } : {}),
      });
      return { status: true as const, data: { ...list, data: list.data.map(listItem) } };
    },
  );

  api.get(
    '/api/case/study/details/:slug',
    {
      config: { responseCache: true },
      schema: { params: SlugParamsSchema, response: contentResponses(CaseStudyDetailResponseSchema) },
    },
    async (request, reply) => {
      const item = await content.bySlug('case-study', request.params.slug);
      if (!item) return sendNotFound(reply, contentTypes['case-study']);
      return { status: true as const, data: item };
    },
  );
}
