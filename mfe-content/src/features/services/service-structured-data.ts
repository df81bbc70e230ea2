import { brand, companyFacts } from '@site/shared';
import type { PageRoute } from '@site/shared';
import type { ServiceContent, ServiceSection } from './service-content/service-content-types.ts';

function allSections(sections: readonly ServiceSection[]): ServiceSection[] {
  return sections.flatMap((section) => [section, ...allSections(section.children ?? [])]);
}

/** schema.org Service data for one service page, with each sub-service as an offer. */
export function serviceStructuredData(content: ServiceContent, route: PageRoute): Record<string, unknown> {
  const url = `${brand.siteUrl}${route.path}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: route.title,
    serviceType: content.serviceType,
    description: content.description,
    url,
    provider: { '@type': 'Organization', name: brand.name, legalName: brand.legalName, url: brand.siteUrl },
    areaServed: companyFacts.areasServed,
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: content.sectionsHeading,
      itemListElement: allSections(content.sections).map((section) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name: section.title, url: `${url}#${section.id}` },
      })),
    },
  };
}
