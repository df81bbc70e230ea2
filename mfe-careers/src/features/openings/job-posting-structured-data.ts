import { brand } from '@site/shared';
import type { Opening } from '@site/shared';

/** schema.org JobPosting for an opening, from its own fields. */
export function jobPostingStructuredData(opening: Opening): Record<string, unknown> {
  const remote = /remote/i.test(opening.location);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: opening.position_name,
    description: `${opening.about_role}${opening.key_responsibiliy}`,
    industry: opening.department_name,
    hiringOrganization: { '@type': 'Organization', name: brand.legalName, sameAs: brand.siteUrl },
    ...(remote
      ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'India' } }
      : {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              addressLocality: opening.location.split(',')[0],
              addressCountry: 'IN',
            },
          },
        }),
  };
}
