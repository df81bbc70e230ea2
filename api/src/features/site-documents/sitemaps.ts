import { SitemapIndexStream, SitemapStream, streamToPromise } from 'sitemap';
import {
  SITEMAP_KINDS,
  brand,
  getRoute,
  itemRouteOfKind,
  jobDescriptionLink,
  routesOfSitemap,
  sitemapPath,
} from '@site/shared/contracts';
import type { AppName, SitemapKind } from '@site/shared/contracts';
import type { ContentRepository } from '../content/content-repository.ts';
import type { ContentType } from '../content/content-types.ts';
import { newestDate } from './document-reply.ts';

/** One address of a sitemap: a site path and the date its content last changed. */
export interface SitemapEntry {
  path: string;
  lastmod: Date | undefined;
}

type ItemKind = keyof typeof itemRouteOfKind;

const contentTypeOfKind: Record<ItemKind, ContentType> = {
  guides: 'guide',
  podcast: 'podcast',
  news: 'news',
  'case-studies': 'case-study',
  blogs: 'blog',
  events: 'event',
  jobs: 'opening',
};

interface DatedItem {
  slug: string;
  publish_date?: string | undefined;
  start_date?: string;
  posted_date?: string | undefined;
  position_name?: string;
}

/**
 * The date an item's page last changed, from the item: its publish date; an
 * opening's posting date; an event's announcement, or its start for an event
 * stored before announcements were dated.
 */
function itemDate(item: DatedItem): Date | undefined {
  return newestDate([item.publish_date ?? item.posted_date ?? item.start_date]);
}

/** The address of an item's page, as the site links it. */
function itemPath(kind: ItemKind, item: DatedItem): string {
  if (kind === 'jobs') {
    // One address per opening, as the openings page links it; the fragment is the browser's alone.
    const { pathname, search } = jobDescriptionLink(item.position_name ?? item.slug);
    return `${pathname}${search}`;
  }
  return getRoute(itemRouteOfKind[kind]).path.replace(':slug', encodeURIComponent(item.slug));
}

const hasItems = (kind: SitemapKind): kind is ItemKind => kind in itemRouteOfKind;

/**
 * Every address of one sitemap with its `lastmod`: the static routes of that
 * kind (a list page dated by its newest item, any other page by when its
 * remote's live version was made: `buildDates`), then every item's page.
 */
export async function sitemapEntries(
  kind: SitemapKind,
  content: ContentRepository,
  buildDates: Partial<Record<AppName, Date>>,
): Promise<SitemapEntry[]> {
  const items = hasItems(kind) ? ((await content.all(contentTypeOfKind[kind])) as DatedItem[]) : [];
  const newestItem = newestDate(items.map((item) => itemDate(item)?.toISOString()));
  const pages = routesOfSitemap(kind).map((route) => ({
    path: route.path,
    lastmod: hasItems(kind) && newestItem ? newestItem : buildDates[route.owner],
  }));
  const itemPages = hasItems(kind)
    ? items.map((item) => ({ path: itemPath(kind, item), lastmod: itemDate(item) }))
    : [];
  return [...pages, ...itemPages];
}

/** A sitemap's XML (sitemaps.org 0.9), absolute addresses on the brand's site URL. */
export async function sitemapXml(entries: readonly SitemapEntry[]): Promise<string> {
  const stream = new SitemapStream({
    hostname: brand.siteUrl,
    xmlns: { news: false, video: false, image: false, xhtml: false },
  });
  for (const entry of entries)
    stream.write({ url: entry.path, ...(entry.lastmod ? { lastmod: entry.lastmod.toISOString() } : {}) });
  stream.end();
  return (await streamToPromise(stream)).toString();
}

/** The sitemap index: each kind's sitemap, dated by its newest entry. */
export async function sitemapIndexXml(newestByKind: Partial<Record<SitemapKind, Date>>): Promise<string> {
  const stream = new SitemapIndexStream();
  for (const kind of SITEMAP_KINDS) {
    const lastmod = newestByKind[kind];
    stream.write({
      url: `${brand.siteUrl}${sitemapPath(kind)}`,
      ...(lastmod ? { lastmod: lastmod.toISOString() } : {}),
    });
  }
  stream.end();
  return (await streamToPromise(stream)).toString();
}
