// Issue 52: robots.txt, the sitemaps and the feeds, read back with a sitemap parser and a real feed parser.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Parser from 'rss-parser';
import { parseSitemap, parseSitemapIndex } from 'sitemap';
import {
  PODCAST_SHOW_NAME,
  ROBOTS_PATH,
  SITEMAP_INDEX_PATH,
  SITEMAP_KINDS,
  brand,
  feedPath,
  getRoute,
  itemRouteOfKind,
  jobDescriptionLink,
  pageRoutes,
  remoteNames,
  routesOfSitemap,
  sitemapExclusion,
  sitemapPath,
} from '@site/shared/contracts';
import type { FeedKind, SitemapKind } from '@site/shared/contracts';
import { createTestApp } from '../../test/test-app.ts';
import { SITE_DOCUMENT_CACHE_CONTROL } from './document-reply.ts';
import { PODCAST_ARTWORK_PATH, PODCAST_CATEGORY, podcastGuid, podcastOwnerEmail, uuidV5 } from './feeds.ts';
import { oggVorbisDurationSeconds } from './ogg-duration.ts';

/** When the remotes' stand-in host says their builds were made: the static pages' lastmod. */
const BUILD_DATE = new Date('2025-10-01T08:30:00Z');
const seedDir = path.resolve(import.meta.dirname, '../../../seed');

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let remoteHost: http.Server;

beforeAll(async () => {
  // The remotes' hosts, as far as the sitemap asks them: when their live build's manifest was made.
  remoteHost = http.createServer((request, response) => {
    response.writeHead(request.url === '/mf-manifest.json' ? 200 : 404, { 'last-modified': BUILD_DATE.toUTCString() });
    response.end();
  });
  await new Promise<void>((resolve) => remoteHost.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(remoteHost.address() as AddressInfo).port}`;
  testApp = await createTestApp(
    Object.fromEntries(remoteNames.map((name) => [`REMOTE_${name.toUpperCase()}_ORIGIN`, origin])),
  );
});
afterAll(async () => {
  await testApp.close();
  await new Promise((resolve) => remoteHost.close(resolve));
});

const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url, headers });

const seed = <T>(file: string) => JSON.parse(readFileSync(path.join(seedDir, file), 'utf8')) as T[];
interface SeedItem {
  slug: string;
  position_name?: string;
  publish_date?: string;
  posted_date?: string;
}
const seedFiles: Record<keyof typeof itemRouteOfKind, string> = {
  guides: 'guides.json',
  podcast: 'podcasts.json',
  news: 'news.json',
  'case-studies': 'case-studies.json',
  blogs: 'blogs.json',
  events: 'events.json',
  jobs: 'openings.json',
};

/** The address a seed item's page has, as the site links it. */
function itemPath(kind: keyof typeof itemRouteOfKind, item: SeedItem): string {
  if (kind === 'jobs') {
    const { pathname, search } = jobDescriptionLink(item.position_name ?? '');
    return `${pathname}${search}`;
  }
  return getRoute(itemRouteOfKind[kind]).path.replace(':slug', encodeURIComponent(item.slug));
}

describe(`GET ${ROBOTS_PATH}`, () => {
  it('lets everything be crawled and names the sitemap index by its absolute address', async () => {
    const response = await get(ROBOTS_PATH);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body.split('\n')).toEqual(
      expect.arrayContaining(['User-agent: *', 'Allow: /', `Sitemap: ${brand.siteUrl}${SITEMAP_INDEX_PATH}`]),
    );
  });
});

describe('the sitemaps', () => {
  async function readSitemap(kind: SitemapKind) {
    const response = await get(sitemapPath(kind));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    return parseSitemap(Readable.from([response.body]));
  }

  it('index one sitemap per kind of page, each at the brand site address and dated by its newest entry', async () => {
    const response = await get(SITEMAP_INDEX_PATH);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    const index = await parseSitemapIndex(Readable.from([response.body]));
    expect(index.map((entry) => entry.url)).toEqual(
      SITEMAP_KINDS.map((kind) => `${brand.siteUrl}${sitemapPath(kind)}`),
    );
    for (const entry of index) {
      const kind = SITEMAP_KINDS.find((candidate) => entry.url.endsWith(sitemapPath(candidate))) ?? 'pages';
      const newest = (await readSitemap(kind))
        .map((url) => url.lastmod ?? '')
        .sort()
        .at(-1);
      expect({ sitemap: entry.url, lastmod: entry.lastmod }).toEqual({ sitemap: entry.url, lastmod: newest });
    }
  });

  it('list every page the route table has for search and every item of the content, each once, with a lastmod', async () => {
    const listed = new Map<string, string | undefined>();
    for (const kind of SITEMAP_KINDS) {
      for (const url of await readSitemap(kind)) {
        expect(url.url.startsWith(`${brand.siteUrl}/`)).toBe(true);
        const address = url.url.slice(brand.siteUrl.length);
        expect(listed.has(address)).toBe(false);
        listed.set(address, url.lastmod);
      }
    }
    const expected = new Set<string>([
      ...SITEMAP_KINDS.flatMap((kind) => routesOfSitemap(kind).map((route) => encodeURI(route.path))),
      ...Object.entries(seedFiles).flatMap(([kind, file]) =>
        seed<SeedItem>(file).map((item) => itemPath(kind as keyof typeof itemRouteOfKind, item)),
      ),
    ]);
    // Nothing unknown (no noindex page, no thank-you page, no bare job page), nothing missing.
    expect(new Set(listed.keys())).toEqual(expected);
    for (const route of pageRoutes.filter((candidate) => sitemapExclusion(candidate))) {
      expect(listed.has(encodeURI(route.path))).toBe(false);
    }
    for (const [address, lastmod] of listed)
      expect({ address, dated: Boolean(lastmod) }).toEqual({ address, dated: true });
  });

  it("date an item's page by its content, a list by its newest item, a static page by its remote's live build", async () => {
    const guides = await readSitemap('guides');
    const guide = seed<SeedItem>('guides.json')[0] as SeedItem;
    expect(guides.find((url) => url.url.endsWith(itemPath('guides', guide)))?.lastmod).toBe(
      new Date(guide.publish_date ?? '').toISOString(),
    );
    const newestGuide = seed<SeedItem>('guides.json')
      .map((item) => item.publish_date ?? '')
      .sort()
      .at(-1);
    expect(guides.find((url) => url.url === `${brand.siteUrl}${getRoute('guides').path}`)?.lastmod).toBe(
      new Date(newestGuide ?? '').toISOString(),
    );
    const opening = seed<SeedItem>('openings.json')[0] as SeedItem;
    const jobs = await readSitemap('jobs');
    expect(jobs.find((url) => url.url === `${brand.siteUrl}${itemPath('jobs', opening)}`)?.lastmod).toBe(
      new Date(opening.posted_date ?? '').toISOString(),
    );
    const pages = await readSitemap('pages');
    expect(pages.find((url) => url.url === `${brand.siteUrl}/`)?.lastmod).toBe(BUILD_DATE.toISOString());
  });

  it('answer with an ETag and cache headers, and a 304 to a revalidation', async () => {
    const first = await get(sitemapPath('guides'));
    expect(first.headers['cache-control']).toBe(SITE_DOCUMENT_CACHE_CONTROL);
    expect(first.headers['last-modified']).toEqual(expect.any(String));
    const etag = String(first.headers.etag);
    const again = await get(sitemapPath('guides'), { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

/** `itunes:duration` as HH:MM:SS, in seconds. */
const durationSeconds = (text: string) => text.split(':').reduce((total, part) => total * 60 + Number(part), 0);

describe('the feeds', () => {
  const parser = new Parser<Record<string, unknown>, Record<string, unknown>>({
    customFields: {
      feed: ['itunes:owner', 'itunes:explicit', 'itunes:type', 'podcast:guid', 'podcast:locked', 'itunes:category'],
      item: ['itunes:duration', 'itunes:episode', 'itunes:explicit', 'itunes:image'],
    },
  });

  async function readFeed(kind: FeedKind) {
    const response = await get(feedPath(kind));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe(SITE_DOCUMENT_CACHE_CONTROL);
    return { feed: await parser.parseString(response.body), xml: response.body };
  }

  it.each([
    ['guides', 'guides.json', 'guide-detail'],
    ['news', 'news.json', 'news-detail'],
  ] as const)('%s: RSS 2.0 with every item, newest first, linked by absolute address', async (kind, file, routeId) => {
    const { feed, xml } = await readFeed(kind);
    expect(xml).toMatch(/<rss version="2.0"/);
    const items = seed<SeedItem & { title: string }>(file).sort((a, b) =>
      (b.publish_date ?? '').localeCompare(a.publish_date ?? ''),
    );
    expect(feed.link).toBe(`${brand.siteUrl}${getRoute(kind).path}`);
    expect(feed.items).toHaveLength(items.length);
    expect(feed.items.map((item) => item.title)).toEqual(items.map((item) => item.title));
    for (const item of feed.items) {
      expect(item.link).toMatch(new RegExp(`^${brand.siteUrl}${getRoute(routeId).path.replace(':slug', '')}.+`));
      expect(item.isoDate).toEqual(expect.any(String));
      expect(item.content ?? '').not.toMatch(/(href|src)="\/(?!\/)/);
    }
  });

  it('podcast: the iTunes and Podcasting 2.0 tags the directories ask for, and each episode with its audio', async () => {
    const { feed, xml } = await readFeed('podcast');
    expect(feed.title).toBe(PODCAST_SHOW_NAME);
    expect(feed.itunes?.image).toBe(`${brand.siteUrl}${PODCAST_ARTWORK_PATH}`);
    expect(feed.itunes?.author).toBe(brand.legalName);
    expect(feed.itunes?.owner).toEqual({ name: brand.legalName, email: podcastOwnerEmail });
    expect(feed.itunes?.categories).toContain(PODCAST_CATEGORY.text);
    expect(xml).toContain(`<itunes:category text="${PODCAST_CATEGORY.text}">`);
    expect(feed['itunes:explicit']).toBe('false');
    expect(feed['podcast:guid']).toBe(podcastGuid());
    expect(xml).toContain(`<podcast:locked owner="${podcastOwnerEmail}">no</podcast:locked>`);
    expect(xml).toContain('xmlns:podcast="https://podcastindex.org/namespace/1.0"');

    const episodes = seed<SeedItem & { title: string; audio: string; episode_number: string }>('podcasts.json');
    expect(feed.items).toHaveLength(episodes.length);
    const guids = new Set<string>();
    for (const item of feed.items) {
      const episode = episodes.find((candidate) => candidate.title === item.title);
      expect(episode).toBeDefined();
      if (!episode) continue;
      const audio = readFileSync(path.join(seedDir, episode.audio.replace(/^\//, '')));
      expect(item.enclosure).toEqual({
        url: `${brand.siteUrl}${episode.audio}`,
        length: String(audio.length),
        type: 'audio/ogg',
      });
      expect(item['itunes:duration']).toMatch(/^\d{2}:\d{2}:\d{2}$/);
      expect(durationSeconds(String(item['itunes:duration']))).toBe(Math.round(oggVorbisDurationSeconds(audio)));
      expect(durationSeconds(String(item['itunes:duration']))).toBeGreaterThan(0);
      expect(item['itunes:episode']).toBe(String(Number(episode.episode_number)));
      expect(item.guid).toBe(`${brand.siteUrl}${getRoute('podcast-episode').path.replace(':slug', episode.slug)}`);
      guids.add(String(item.guid));
    }
    expect(guids.size).toBe(episodes.length);
  });

  it("podcast:guid is the UUIDv5 the namespace defines (RFC 4122's own example checks the arithmetic)", () => {
    // Python's documentation: uuid5(NAMESPACE_DNS, 'python.org').
    expect(uuidV5('python.org', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe('886313e1-3b8a-5372-9b90-0c9aee199e5d');
    expect(podcastGuid()).toBe(
      uuidV5(`${new URL(brand.siteUrl).host}${feedPath('podcast')}`, 'ead4c236-bf58-58c6-a2c6-a6b28d128cb6'),
    );
  });
});
