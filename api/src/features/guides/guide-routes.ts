import type { FastifyInstance } from 'fastify';
import {
  GUIDE_PAGE_SIZE,
  MAX_TITLE_SEARCH_LENGTH,
  RECENT_GUIDES_LIMIT,
  RELATED_GUIDES_LIMIT,
  apiMessages,
  brand,
  guideCategories,
} from '@site/shared/contracts';
import type {
  ContentCard,
  Faq,
  Guide,
  GuideCategory,
  GuideDetailResponse,
  GuideListItem,
  GuideListResponse,
} from '@site/shared/contracts';
import { pagingProperties, sendNotFound, slugParamsSchema } from '../../http/content-responses.ts';
import { sendError } from '../../http/errors.ts';
import type { ContentRepository } from '../content/content-repository.ts';
import { pick } from '../content/content-repository.ts';
import type { ContentItem } from '../content/content-types.ts';
import { contentTypes } from '../content/content-types.ts';

const CARD_FIELDS = ['slug', 'title', 'feature_image', 'feature_alt_tag'] as const;
const card = (item: ContentItem) => pick(item, CARD_FIELDS) as unknown as ContentCard & GuideListItem;

interface GuideListQuerystring {
  per_page: number;
  page: number;
  category?: GuideCategory | '';
  title?: string;
}

const guideListQuerySchema = {
  type: 'object',
  properties: {
    ...pagingProperties(GUIDE_PAGE_SIZE),
    // An empty category means all categories, as the list page sends it.
    category: { type: 'string', enum: [...guideCategories, ''] },
    title: { type: 'string', maxLength: MAX_TITLE_SEARCH_LENGTH },
  },
} as const;

function faqSchema(faq: Faq[]): string | null {
  if (faq.length === 0) return null;
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.map((entry) => ({
      '@type': 'Question',
      name: entry.f_question,
      acceptedAnswer: { '@type': 'Answer', text: entry.f_answer },
    })),
  });
}

function articleSchema(item: ContentItem): string {
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: item.title,
    description: item.meta_description,
    datePublished: item.publish_date,
    image: `${brand.siteUrl}${String(item.feature_image)}`,
    author: item.written_by
      ? { '@type': 'Person', name: item.written_by }
      : { '@type': 'Organization', name: brand.legalName },
    publisher: { '@type': 'Organization', name: brand.legalName, url: brand.siteUrl },
    mainEntityOfPage: `${brand.siteUrl}/guides/${String(item.slug)}`,
  });
}

function toGuide(item: ContentItem): Guide {
  const faq = Array.isArray(item.faq) ? (item.faq as Faq[]) : [];
  return { ...(item as unknown as Guide), faq, faq_schema: faqSchema(faq), article_schema: articleSchema(item) };
}

export function registerGuideRoutes(app: FastifyInstance, content: ContentRepository): void {
  app.get<{ Querystring: GuideListQuerystring }>(
    '/api/guide/data',
    { config: { responseCache: true }, schema: { querystring: guideListQuerySchema } },
    async (request, reply) => {
      const { per_page: perPage, page, category, title } = request.query;
      const search = title?.trim();
      const list = content.list('guide', {
        page,
        perPage,
        ...(category ? { category } : {}),
        ...(search ? { title: search } : {}),
      });
      if (list.data.length === 0) return sendError(reply, 404, apiMessages.noGuidesFound);
      const body: GuideListResponse = {
        status: true,
        data: { ...list, data: list.data.map(card) },
        featured_guide: content.featured('guide', RELATED_GUIDES_LIMIT).map(card),
      };
      return body;
    },
  );

  app.get<{ Params: { slug: string } }>(
    '/api/guide/detail/:slug',
    { config: { responseCache: true }, schema: { params: slugParamsSchema } },
    async (request, reply) => {
      const item = content.bySlug('guide', request.params.slug);
      if (!item) return sendNotFound(reply, contentTypes.guide);
      const guide = toGuide(item);
      const body: GuideDetailResponse = {
        status: true,
        data: {
          guide,
          featured_guides: content.featured('guide', RELATED_GUIDES_LIMIT).map(card),
          related_guides: content.others('guide', guide.slug, RELATED_GUIDES_LIMIT, guide.category).map(card),
          recent_guides: content.others('guide', guide.slug, RECENT_GUIDES_LIMIT).map(card),
        },
      };
      return body;
    },
  );
}
