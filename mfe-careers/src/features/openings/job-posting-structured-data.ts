import type { JobPosting, WithContext } from 'schema-dts';
import { brand } from '@site/shared';
import type { Opening } from '@site/shared';

/** The seed's employment types as schema.org's (Google's) employmentType values. */
export const EMPLOYMENT_TYPES: Readonly<Record<string, string>> = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Internship: 'INTERN',
};

/** schema.org JobPosting for an opening, from its own fields (what Google asks of one: issue 52). */
export function jobPostingStructuredData(opening: Opening): WithContext<JobPosting> {
  const remote = /remote/i.test(opening.location);
  const employmentType = opening.employment_type ? EMPLOYMENT_TYPES[opening.employment_type] : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: opening.position_name,
    description: `${opening.about_role}${opening.key_responsibiliy}`,
    ...(opening.posted_date ? { datePosted: opening.posted_date } : {}),
    ...(employmentType ? { employmentType } : {}),
    industry: opening.department_name,
    identifier: { '@type': 'PropertyValue', name: brand.legalName, value: opening.slug },
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
