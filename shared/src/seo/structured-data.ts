import type { BreadcrumbList, Organization, WithContext } from 'schema-dts';
import { brand } from '../brand/brand.ts';
import type { Crumb } from '../routes/resolve-route.ts';

/** The brand's logo as structured data names it (an absolute address). */
export const ORGANIZATION_LOGO_URL = `${brand.siteUrl}/images/logo.svg`;

/** site-spec.md section 9 company facts, as the home page's organisation data. */
export function organizationStructuredData(): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand.legalName,
    alternateName: brand.name,
    url: brand.siteUrl,
    logo: ORGANIZATION_LOGO_URL,
    foundingDate: String(brand.foundedYear),
    numberOfEmployees: { '@type': 'QuantitativeValue', value: 1050 },
    address: [
      { '@type': 'PostalAddress', addressLocality: 'Udaipur', addressCountry: 'IN' },
      { '@type': 'PostalAddress', addressLocality: 'New York', addressRegion: 'NY', addressCountry: 'US' },
    ],
    areaServed: ['US', 'CA', 'GB', 'IN'],
    sameAs: Object.values(brand.social),
  };
}

/** Breadcrumb data for a page: the same trail its visible breadcrumb shows. */
export function breadcrumbStructuredData(crumbs: Crumb[], currentPath: string): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.title,
      item: `${brand.siteUrl}${crumb.path ?? currentPath}`,
    })),
  };
}
