import { breadcrumbFor, breadcrumbStructuredData, getRoute } from '@site/shared';
import type { PageMeta } from '@site/shared';

/** The meta fields every listed article (a blog, an event) carries. */
interface ArticleMetaFields {
  title: string;
  meta_title: string;
  meta_description: string;
  keywords: string;
  feature_image: string;
}

/**
 * The head of a listed article's page, from its own meta fields: its breadcrumb as structured data, then the
 * kind's own item (a BlogPosting, an Event).
 */
export function listedArticleMeta(
  article: ArticleMetaFields,
  routeId: string,
  path: string,
  structuredData: Record<string, unknown>,
): PageMeta {
  return {
    title: article.meta_title || article.title,
    description: article.meta_description,
    keywords: article.keywords,
    image: article.feature_image,
    structuredData: [breadcrumbStructuredData(breadcrumbFor(getRoute(routeId), article.title), path), structuredData],
  };
}
