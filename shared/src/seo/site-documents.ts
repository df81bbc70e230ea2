import { brand } from '../brand/brand.ts';

/**
 * Ours (issue 52): the documents for crawlers and feed readers. The API makes
 * them from the content it owns, and the shell's host forwards exactly these
 * paths to it, as it forwards /api and /media.
 */
export const ROBOTS_PATH = '/robots.txt';
/** The sitemap index: one sitemap per kind of page (SITEMAP_KINDS). */
export const SITEMAP_INDEX_PATH = '/sitemap.xml';
export const SITEMAPS_PATH = '/sitemaps';
export const FEEDS_PATH = '/feeds';

/** The path prefixes the shell's host forwards to the API besides /api and /media. */
export const SITE_DOCUMENT_PREFIXES = [ROBOTS_PATH, SITEMAP_INDEX_PATH, SITEMAPS_PATH, FEEDS_PATH] as const;

/** One sitemap per kind of page; `pages` holds the static routes. */
export const SITEMAP_KINDS = [
  'pages',
  'services',
  'guides',
  'podcast',
  'news',
  'case-studies',
  'blogs',
  'events',
  'jobs',
] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

export const sitemapPath = (kind: SitemapKind) => `${SITEMAPS_PATH}/${kind}.xml`;

/** The feeds: RSS 2.0 for the guides and the newsroom, a podcast RSS feed for the show. */
export const FEED_KINDS = ['guides', 'news', 'podcast'] as const;
export type FeedKind = (typeof FEED_KINDS)[number];

export const feedPath = (kind: FeedKind) => `${FEEDS_PATH}/${kind}.xml`;

export const RSS_CONTENT_TYPE = 'application/rss+xml';
export const XML_CONTENT_TYPE = 'application/xml';

/** The show's name, in its pages, its structured data and its feed. */
export const PODCAST_SHOW_NAME = 'The Business Transformation Series';

/** What each feed is called, where readers and directories see it and in the pages' `<link rel="alternate">`. */
export const feedTitles: Record<FeedKind, string> = {
  guides: `${brand.name} Guides`,
  news: `${brand.name} Newsroom`,
  podcast: PODCAST_SHOW_NAME,
};

/** A path of the site as the absolute address search engines and readers are given (brand.siteUrl, as canonicals). */
export const siteAddress = (path: string) => `${brand.siteUrl}${path}`;

/** The feed each route's page belongs to: its head links it as `<link rel="alternate">`. */
export const feedOfRoute: Readonly<Record<string, FeedKind>> = {
  guides: 'guides',
  'guide-detail': 'guides',
  news: 'news',
  'news-detail': 'news',
  podcast: 'podcast',
  'podcast-episode': 'podcast',
};
