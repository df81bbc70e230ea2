import { brand, getRoute } from '@site/shared';

type WebPageType = 'WebPage' | 'ContactPage';

/** schema.org data for one of this remote's pages, published by the brand's organisation. */
export function webPageStructuredData(
  type: WebPageType,
  routeId: string,
  page: { title: string; description: string },
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': type,
    name: page.title,
    description: page.description,
    url: `${brand.siteUrl}${getRoute(routeId).path}`,
    publisher: { '@type': 'Organization', name: brand.legalName, url: brand.siteUrl },
    ...extra,
  };
}
