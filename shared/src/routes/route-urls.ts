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

function dataOf(body: unknown): unknown {
  return (body as { data?: unknown }).data;
}

export interface RouteUrl {
  id: string;
  url: string;
}

/**
 * Every page route of the route table as a path a visitor can open, each
 * `:slug` filled with the first item the API lists: what the look suite and
 * the bench walk. `getJson` asks the site's API (a path under /api).
 */
export async function everyRouteUrl(getJson: (path: string) => Promise<unknown>): Promise<RouteUrl[]> {
  const urls: RouteUrl[] = [];
  for (const route of pageRoutes) {
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
