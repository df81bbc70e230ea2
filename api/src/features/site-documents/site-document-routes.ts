import type { FastifyInstance } from 'fastify';
import {
  FEED_KINDS,
  RSS_CONTENT_TYPE,
  ROBOTS_PATH,
  SITEMAP_INDEX_PATH,
  SITEMAP_KINDS,
  XML_CONTENT_TYPE,
  feedPath,
  siteAddress,
  sitemapPath,
} from '@site/shared/contracts';
import type { FeedKind, RemoteName, SitemapKind } from '@site/shared/contracts';
import type { ContentRepository } from '../content/content-repository.ts';
import type { createReleaseRegistry } from '../releases/release-registry.ts';
import { newestDate, sendSiteDocument } from './document-reply.ts';
import { guidesFeed, newsFeed, podcastFeed, seedAudioReader } from './feeds.ts';
import { liveBuildDates } from './live-build-dates.ts';
import { sitemapEntries, sitemapIndexXml, sitemapXml } from './sitemaps.ts';

interface SiteDocumentOptions {
  content: ContentRepository;
  registry: Pick<ReturnType<typeof createReleaseRegistry>, 'status'>;
  remoteOrigins: Record<RemoteName, string>;
  /** The seed's media folder, where the episodes' audio is read for the podcast feed. */
  mediaDir: string;
}

const XML = `${XML_CONTENT_TYPE}; charset=utf-8`;
const RSS = `${RSS_CONTENT_TYPE}; charset=utf-8`;

/** What robots.txt says: everything may be crawled, and where the sitemap index is (an absolute address). */
export function robotsTxt(): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${siteAddress(SITEMAP_INDEX_PATH)}`, ''].join('\n');
}

/**
 * robots.txt, the sitemap index and one sitemap per kind of page, and the
 * guides', newsroom's and podcast's feeds (issue 52), under the paths of
 * `SITE_DOCUMENT_PREFIXES`, which the shell's host forwards here.
 */
export function registerSiteDocumentRoutes(app: FastifyInstance, options: SiteDocumentOptions): void {
  const { content, registry, remoteOrigins } = options;
  const readAudio = seedAudioReader(options.mediaDir);
  const hidden = { schema: { hide: true } };

  app.get(ROBOTS_PATH, hidden, (request, reply) =>
    sendSiteDocument(request, reply, { body: robotsTxt(), contentType: 'text/plain; charset=utf-8' }),
  );

  const entriesOf = async (kinds: readonly SitemapKind[]) => {
    const buildDates = await liveBuildDates(registry, remoteOrigins, app.log);
    return Promise.all(kinds.map(async (kind) => [kind, await sitemapEntries(kind, content, buildDates)] as const));
  };

  app.get(SITEMAP_INDEX_PATH, hidden, async (request, reply) => {
    const newestByKind = Object.fromEntries(
      (await entriesOf(SITEMAP_KINDS)).map(([kind, entries]) => [
        kind,
        newestDate(entries.map((entry) => entry.lastmod?.toISOString())),
      ]),
    );
    return sendSiteDocument(request, reply, {
      body: await sitemapIndexXml(newestByKind),
      contentType: XML,
      lastModified: newestDate(Object.values(newestByKind).map((date) => date?.toISOString())),
    });
  });

  for (const kind of SITEMAP_KINDS) {
    app.get(sitemapPath(kind), hidden, async (request, reply) => {
      const [[, entries] = [kind, []]] = await entriesOf([kind]);
      return sendSiteDocument(request, reply, {
        body: await sitemapXml(entries),
        contentType: XML,
        lastModified: newestDate(entries.map((entry) => entry.lastmod?.toISOString())),
      });
    });
  }

  const feeds: Record<FeedKind, () => Promise<{ xml: string; updated: Date | undefined }>> = {
    guides: () => guidesFeed(content),
    news: () => newsFeed(content),
    podcast: () => podcastFeed(content, readAudio),
  };
  for (const kind of FEED_KINDS) {
    app.get(feedPath(kind), hidden, async (request, reply) => {
      const { xml, updated } = await feeds[kind]();
      return sendSiteDocument(request, reply, { body: xml, contentType: RSS, lastModified: updated });
    });
  }
}
