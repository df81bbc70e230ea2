import { generatePath } from '@site/shared/router';
import { brand, footerDocuments, getRoute, serviceTree } from '@site/shared';

/** One sitemap entry: a page, a section of a page, a document, or a label over a group of entries. */
export interface SitemapEntry {
  label: string;
  /** A site path; absent for a label that only groups its children. */
  path?: string;
  /** A PDF the shell serves, opened in a new tab. */
  isDocument?: boolean;
  children?: readonly SitemapEntry[];
}

export interface SitemapSection {
  id: string;
  heading: string;
  entries: readonly SitemapEntry[];
}

const page = (routeId: string, label = getRoute(routeId).title): SitemapEntry => ({
  label,
  path: getRoute(routeId).path,
});

const insurancePage = getRoute('service-insurance-bpo-outsourcing').path;
const audience = (label: string, anchor: string): SitemapEntry => ({ label, path: `${insurancePage}#${anchor}` });

const certificate = (id: (typeof footerDocuments)[number]['id'], label: string): SitemapEntry => ({
  label,
  path: footerDocuments.find((document) => document.id === id)?.path,
  isDocument: true,
});

/** The seeded newsroom article (api/seed/news.json) on the company's workplace certification. */
const greatPlaceToWorkArticle = generatePath(getRoute('news-detail').path, {
  slug: `${brand.slug}-certified-great-place-to-work`,
});

/** site-spec.md section 2.15: the main pages, grouped; the service tree follows them on the page. */
export const sitemapSections: readonly SitemapSection[] = [
  {
    id: 'company',
    heading: 'Company',
    entries: [
      page('home'),
      {
        label: 'About us',
        children: [page('about', 'Who we are'), page('leadership'), page('csr'), page('life')],
      },
    ],
  },
  {
    id: 'insights',
    heading: 'Insights & resources',
    entries: [
      page('blogs'),
      page('testimonials'),
      page('case-studies'),
      page('guides'),
      {
        ...page('news'),
        children: [{ label: `${brand.name} certified as a Great Place to Work`, path: greatPlaceToWorkArticle }],
      },
      page('podcast'),
      page('events'),
    ],
  },
  {
    id: 'careers',
    heading: 'Careers',
    entries: [{ ...page('careers'), children: [page('current-openings')] }],
  },
  {
    id: 'connect',
    heading: 'Connect',
    entries: [page('consultation'), page('contact')],
  },
  {
    id: 'audiences',
    heading: 'Who we serve',
    entries: [
      audience('Managing general agents (MGAs)', 'mgas'),
      audience('Insurance carriers', 'carriers'),
      audience('Agents and brokers', 'agents-and-brokers'),
    ],
  },
  {
    id: 'policies',
    heading: 'Policies & certifications',
    entries: [
      page('terms'),
      page('privacy'),
      page('security'),
      certificate('iso-27001', 'ISO 27001 certificate'),
      certificate('iso-9001', 'ISO 9001 certificate'),
    ],
  },
];

/** The full service tree (site-spec.md section 2.15), after the overview, with the one service page outside it. */
export const serviceSection: SitemapSection = {
  id: 'services',
  heading: 'Services',
  entries: [
    page('services', 'Services overview'),
    ...serviceTree.map((group) => ({
      label: group.title,
      path: group.path,
      children: group.children.map((child) => ({ label: child.title, path: child.path })),
    })),
    page('service-recruitment-process-outsourcing-services', 'Recruitment process outsourcing'),
  ],
};
