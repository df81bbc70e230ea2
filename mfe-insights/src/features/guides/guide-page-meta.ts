import { breadcrumbFor, breadcrumbStructuredData, getRoute } from '@site/shared';
import type { Guide, PageMeta } from '@site/shared';

/**
 * The guide's own meta fields, its Article and FAQPage data as the API
 * wrote them, and the breadcrumb with the guide's title and address.
 */
export function guidePageMeta(guide: Guide, pathname: string): PageMeta {
  return {
    title: guide.meta_title,
    description: guide.meta_description,
    keywords: guide.keywords,
    image: guide.feature_image,
    structuredData: [
      guide.article_schema,
      guide.faq_schema,
      breadcrumbStructuredData(breadcrumbFor(getRoute('guide-detail'), guide.title), pathname),
    ],
  };
}
