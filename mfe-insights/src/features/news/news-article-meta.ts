import { brand, breadcrumbFor, breadcrumbStructuredData, getRoute } from '@site/shared';
import type { NewsArticle, PageMeta } from '@site/shared';

/** The head of an article page, from the article's own meta fields. */
export function newsArticleMeta(article: NewsArticle, path: string): PageMeta {
  const route = getRoute('news-detail');
  return {
    title: article.meta_title || article.title,
    description: article.meta_description,
    keywords: article.keywords,
    image: article.feature_image,
    structuredData: [
      breadcrumbStructuredData(breadcrumbFor(route, article.title), path),
      {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: article.title,
        description: article.meta_description,
        datePublished: article.publish_date,
        image: `${brand.siteUrl}${article.feature_image}`,
        author: { '@type': 'Organization', name: brand.legalName, url: brand.siteUrl },
        publisher: { '@type': 'Organization', name: brand.legalName, url: brand.siteUrl },
        mainEntityOfPage: `${brand.siteUrl}${path}`,
      },
    ],
  };
}
