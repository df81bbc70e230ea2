import type { FastifyInstance } from 'fastify';
import type { Article, FAQPage, WithContext } from 'schema-dts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { RECENT_GUIDES_LIMIT, RELATED_GUIDES_LIMIT, apiMessages, brand } from '@site/shared/contracts';
import type { Faq, Guide } from '@site/shared/contracts';
import {
  GuideDetailResponseSchema,
  GuideListQuerySchema,
  GuideListResponseSchema,
  SlugParamsSchema,
} from '@site/shared/schemas';
import { contentResponses, sendNotFound } from '../../http/content-responses.ts';
import { sendError } from '../../http/errors.ts';
import type { ContentRepository } from '../content/content-repository.ts';
import { pick } from '../content/content-repository.ts';
import type { ContentItem } from '../content/content-types.ts';
import { contentTypes } from '../content/content-types.ts';

type GuideItem = ContentItem<'guide'>;

const card = (item: GuideItem) => pick(item, ['slug', 'title', 'feature_image', 'feature_alt_tag']);

function faqSchema(faq: Faq[]): string | null {
  if (faq.length === 0) return null;
  const page: WithContext<FAQPage> = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.map((entry) => ({
      '@type': 'Question',
      name: entry.f_question,
      acceptedAnswer: { '@type': 'Answer', text: entry.f_answer },
    })),
  };
  return JSON.stringify(page);
}

function articleSchema(item: GuideItem): string {
  const article: WithContext<Article> = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: item.title,
    description: item.meta_description,
    datePublished: item.publish_date,
    image: `${brand.siteUrl}${item.feature_image}`,
    author: item.written_by
      ? { '@type': 'Person', name: item.written_by }
      : { '@type': 'Organization', name: brand.legalName },
    publisher: { '@type': 'Organization', name: brand.legalName, url: brand.siteUrl },
    mainEntityOfPage: `${brand.siteUrl}/guides/${item.slug}`,
  };
  return JSON.stringify(article);
}

function toGuide(item: GuideItem): Guide {
  return { ...item, faq_schema: faqSchema(item.faq), article_schema: articleSchema(item) };
}

export function registerGuideRoutes(app: FastifyInstance, content: ContentRepository): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get(
    '/api/guide/data',
    {
      config: { responseCache: true },
      schema: { querystring: GuideListQuerySchema, response: contentResponses(GuideListResponseSchema) },
    },
    async (request, reply) => {
      const { per_page: perPage, page, category, title } = request.query;
      const search = title?.trim();
      const list = await content.list('guide', {
        page,
        perPage,
        ...(category ? { category } : {}),
        ...(search ? { title: search } : {}),
      });
      if (list.data.length === 0) return sendError(reply, 404, apiMessages.noGuidesFound);
      return {
        status: true as const,
        data: { ...list, data: list.data.map(card) },
        featured_guide: (await content.featured('guide', RELATED_GUIDES_LIMIT)).map(card),
      };
    },
  );

  api.get(
    '/api/guide/detail/:slug',
    {
      config: { responseCache: true },
      schema: { params: SlugParamsSchema, response: contentResponses(GuideDetailResponseSchema) },
    },
    async (request, reply) => {
      const item = await content.bySlug('guide', request.params.slug);
      if (!item) return sendNotFound(reply, contentTypes.guide);
      const guide = toGuide(item);
      return {
        status: true as const,
        data: {
          guide,
          featured_guides: (await content.featured('guide', RELATED_GUIDES_LIMIT)).map(card),
          related_guides: (await content.others('guide', guide.slug, RELATED_GUIDES_LIMIT, guide.category)).map(card),
          recent_guides: (await content.others('guide', guide.slug, RECENT_GUIDES_LIMIT)).map(card),
        },
      };
    },
  );
}
