import { NOT_FOUND_ROUTE_ID, pageRoutes } from '../routes/route-table.ts';
import type { PageRoute } from '../routes/route-table.ts';
import type { SitemapKind } from './site-documents.ts';

/**
 * Which sitemap lists each route of the route table (issue 52). A list page
 * goes with its items' kind; a detail route stands for one address per item
 * (`itemKinds`); everything else is a static page.
 */
export const sitemapKindOfList: Readonly<Record<string, SitemapKind>> = {
  guides: 'guides',
  podcast: 'podcast',
  news: 'news',
  'case-studies': 'case-studies',
  blogs: 'blogs',
  events: 'events',
  careers: 'jobs',
  'current-openings': 'jobs',
};

/** The routes whose addresses are one per item of the API's content, by the sitemap that lists them. */
export const itemRouteOfKind = {
  guides: 'guide-detail',
  podcast: 'podcast-episode',
  news: 'news-detail',
  'case-studies': 'case-study-detail',
  blogs: 'blog-detail',
  events: 'event-detail',
  // One address per opening, as the openings page links it (`/jd?position=…`).
  jobs: 'job-description',
} as const satisfies Partial<Record<SitemapKind, string>>;

/**
 * Routes no sitemap lists, each with why: not pages a search should land on.
 * The not-found page is noindex; the rest are steps of a flow that make sense
 * only after the step before (a thank-you after a form; the application form,
 * which sends a visitor without a chosen opening to the openings).
 */
export function sitemapExclusion(route: PageRoute): string | undefined {
  if (route.id === NOT_FOUND_ROUTE_ID) return 'the not-found page (noindex)';
  if (route.page === 'thankyou' || route.id === 'careers-thankyou' || route.id === 'career-apply-thankyou') {
    return 'a thank-you page after a form';
  }
  if (route.id === 'apply-now') return 'the application form, opened from a job page';
  return undefined;
}

const itemRouteIds = new Set<string>(Object.values(itemRouteOfKind));

/** The sitemap of a route's own address; undefined for excluded routes and for item routes (listed per item). */
export function sitemapKindOf(route: PageRoute): SitemapKind | undefined {
  if (sitemapExclusion(route) || itemRouteIds.has(route.id)) return undefined;
  if (route.page === 'service') return 'services';
  return sitemapKindOfList[route.id] ?? 'pages';
}

/** The static routes each sitemap lists by their own address (the list pages, the services, every other page). */
export function routesOfSitemap(kind: SitemapKind): PageRoute[] {
  return pageRoutes.filter((route) => sitemapKindOf(route) === kind);
}
