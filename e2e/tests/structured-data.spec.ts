// Issue 52: the JSON-LD of every page, as the server renders it, held to the schema.org vocabulary and Google's
// requirements for the types it reads (structured-data.ts).
import { NOT_FOUND_ROUTE_ID } from '@site/shared/contracts';
import { expect, test } from './fixtures.ts';
import { everyRouteUrl } from './every-route.ts';
import { local, sitemapAddresses } from './site-documents.ts';
import { jsonLdOf, structuredDataProblems } from './structured-data.ts';

/** The types the issue names: each must be on some page, and hold. */
const REQUIRED_TYPES = ['JobPosting', 'Article', 'FAQPage', 'PodcastEpisode', 'BreadcrumbList', 'Organization'];

test('every page’s JSON-LD is schema.org with what Google asks of its types, and no empty values', async ({
  request,
}) => {
  const seen = new Set<string>();
  const problems: string[] = [];
  // Every route (the first item of each dynamic one), and every address the sitemaps list: every item's page.
  const routes = (await everyRouteUrl(request)).filter(({ id }) => id !== NOT_FOUND_ROUTE_ID).map(({ url }) => url);
  const listed = (await sitemapAddresses(request)).map(({ url }) => local(url));
  for (const url of new Set([...routes, ...listed])) {
    const html = await (await request.get(url)).text();
    const documents = jsonLdOf(html);
    expect(documents.length, `${url} has structured data`).toBeGreaterThan(0);
    for (const document of documents) {
      const type = (document as { '@type'?: string })['@type'];
      if (type) seen.add(type);
      problems.push(...structuredDataProblems(document).map((problem) => `${url}: ${problem}`));
    }
  }
  expect(problems).toEqual([]);
  for (const type of REQUIRED_TYPES) expect([...seen]).toContain(type);
});

test('the checks find what is wrong: an unknown type, a missing required property, an empty value', () => {
  expect(structuredDataProblems({ '@context': 'https://schema.org', '@type': 'JobPostings', title: 'x' })).toContain(
    'JobPostings: "JobPostings" is not a schema.org type',
  );
  const posting = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: 'Analyst',
    description: '',
    hiringOrganization: { '@type': 'Organization', name: 'Arcwell' },
    jobLocationType: 'TELECOMMUTE',
    applicantLocationRequirements: { '@type': 'Country', name: 'India' },
    employmentType: 'FULL_TIME',
  };
  expect(structuredDataProblems(posting)).toEqual([
    'JobPosting (JobPosting): description',
    'JobPosting (JobPosting): datePosted',
    'JobPosting.description is empty',
  ]);
  expect(structuredDataProblems({ '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: [] })).toContain(
    'FAQPage.mainEntity is an empty list',
  );
});
