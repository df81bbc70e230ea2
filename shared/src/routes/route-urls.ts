import { jobDescriptionHref } from './job-link.ts';
import { pageRoutes } from './route-table.ts';

/** The API list each dynamic route takes a real slug from, and where the items sit in its answer. */
const SLUG_SOURCES: Record<string, { list: string; items: (body: unknown) => unknown }> = {
  'guide-detail': { list: '/api/guide/data?page=1&per_page=1', items: (body) => dataOf(dataOf(body)) },
  'podcast-episode': { list: '/api/podcast/page/data?page=1&per_page=1', items: dataOf },
  'news-detail': { list: '/api/news/data', items: dataOf },
  'case-study-detail': { list: '/api/case/study/page/data?page=1&per_page=1', items: (body) => dataOf(dataOf(body)) },
  'blog-detail': { list: '/api/blog/data', items: (body) => dataOf(dataOf(body)) },
  'event-detail': { list: '/api/events/data', items: (body) => dataOf(dataOf(body)) },
};

/**
 * Routes whose page is chosen by the address's query and fragment, not a `:slug`: the address a visitor follows
 * to one real item, as the site links it (the openings page links each job description so).
 */
const LINKED_SOURCES: Record<string, { list: string; href: (body: unknown) => string | undefined }> = {
  'job-description': {
    list: '/api/currunt/opening',
    href: (body) => {
      const position = (dataOf(body) as { position_name: string }[] | undefined)?.[0]?.position_name;
      return position ? jobDescriptionHref(position) : undefined;
    },
  },
};

function dataOf(body: unknown): unknown {
  return (body as { data?: unknown }).data;
}

export interface RouteUrl {
  id: string;
  url: string;
}

/**
 * Every page route of the route table as a path a visitor can open, each
 * `:slug` filled with the first item the API lists (and /jd naming the first
 * opening, as the openings page links it): what the look suite and the bench
 * walk. `getJson` asks the site's API (a path under /api).
 */
export async function everyRouteUrl(getJson: (path: string) => Promise<unknown>): Promise<RouteUrl[]> {
  const urls: RouteUrl[] = [];
  for (const route of pageRoutes) {
    const linked = LINKED_SOURCES[route.id];
    if (linked) {
      const url = linked.href(await getJson(linked.list));
      if (!url) throw new Error(`${linked.list} listed nothing for "${route.id}"`);
      urls.push({ id: route.id, url });
      continue;
    }
    if (!route.path.includes(':')) {
      urls.push({ id: route.id, url: route.path });
      continue;
    }
    const source = SLUG_SOURCES[route.id];
    if (!source) throw new Error(`No slug source for the dynamic route "${route.id}"; add one to SLUG_SOURCES`);
    const items = source.items(await getJson(source.list)) as { slug: string }[] | undefined;
    const slug = items?.[0]?.slug;
    if (!slug) throw new Error(`${source.list} listed nothing for "${route.id}"`);
    urls.push({ id: route.id, url: route.path.replace(':slug', encodeURIComponent(slug)) });
  }
  return urls;
}
