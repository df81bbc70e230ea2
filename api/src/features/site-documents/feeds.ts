import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Feed } from 'feed';
import { Podcast } from 'podcast';
import { PODCAST_SHOW_NAME, brand, feedPath, feedTitles, getRoute, siteAddress } from '@site/shared/contracts';
import type { ContentRepository } from '../content/content-repository.ts';
import type { ContentItem } from '../content/content-types.ts';
import { oggVorbisDurationSeconds } from './ogg-duration.ts';

/** The feeds' descriptions, as the lists they follow describe themselves. */
export const feedDescriptions = {
  guides: `Practical guides from ${brand.name} on insurance operations, accounting, data annotation, customer support and recruitment.`,
  news: `News from ${brand.name}: awards, partnerships, events and announcements.`,
  podcast: `Conversations with the operators, finance leaders and technologists who make outsourcing and automation work, hosted by the ${brand.name} team.`,
} as const;

/** The show's artwork (square, 1400 px, RGB PNG, as the podcast directories ask), in the seed's media. */
export const PODCAST_ARTWORK_PATH = '/media/podcasts/show-cover.png';
/** The show's Apple Podcasts category and subcategory (their list); what the episodes are about. */
export const PODCAST_CATEGORY = { text: 'Business', subcats: [{ text: 'Management' }] } as const;
/** Who the directories write to about the show: an address at the brand's domain, as the API's mail is. */
export const podcastOwnerEmail = `podcast@${new URL(brand.siteUrl).hostname.replace(/^www\./, '')}`;
/** Podcasting 2.0's namespace for `podcast:guid` (a UUIDv5 of the feed's address without its scheme). */
export const PODCAST_GUID_NAMESPACE = 'ead4c236-bf58-58c6-a2c6-a6b28d128cb6';
const AUDIO_TYPES: Record<string, string> = { '.ogg': 'audio/ogg', '.mp3': 'audio/mpeg', '.m4a': 'audio/mp4' };

/** RFC 4122 version 5 UUID of `name` in `namespace`. */
export function uuidV5(name: string, namespace: string): string {
  const hash = createHash('sha1')
    .update(Buffer.from(namespace.replaceAll('-', ''), 'hex'))
    .update(name)
    .digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The show's `podcast:guid`: the feed's address with no scheme and no trailing slash, as Podcasting 2.0 says. */
export const podcastGuid = () =>
  uuidV5(
    siteAddress(feedPath('podcast'))
      .replace(/^[a-z]+:\/\//, '')
      .replace(/\/+$/, ''),
    PODCAST_GUID_NAMESPACE,
  );

/** Site paths in HTML made absolute: a feed's content is read away from the site. */
export function absoluteLinks(html: string): string {
  return html.replace(/\b(href|src)="\/(?!\/)/g, `$1="${brand.siteUrl}/`);
}

const absolute = (address: string) => (address.startsWith('/') ? siteAddress(address) : address);
const dateOf = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);
const copyright = () => `© ${brand.legalName}`;

function articleFeed(kind: 'guides' | 'news', listPath: string, updated: Date | undefined): Feed {
  return new Feed({
    id: siteAddress(listPath),
    link: siteAddress(listPath),
    title: feedTitles[kind],
    description: feedDescriptions[kind],
    language: 'en',
    copyright: copyright(),
    image: siteAddress('/images/share-default.png'),
    favicon: siteAddress('/favicon.svg'),
    feedLinks: { rss: siteAddress(feedPath(kind)) },
    author: { name: brand.legalName, link: brand.siteUrl },
    generator: false,
    ...(updated ? { updated } : {}),
  });
}

/** The guides as RSS 2.0, newest first. */
export async function guidesFeed(content: ContentRepository): Promise<{ xml: string; updated: Date | undefined }> {
  const guides = await content.all('guide');
  const updated = guides[0] ? dateOf(guides[0].publish_date) : undefined;
  const feed = articleFeed('guides', getRoute('guides').path, updated);
  for (const guide of guides) {
    const link = siteAddress(getRoute('guide-detail').path.replace(':slug', encodeURIComponent(guide.slug)));
    feed.addItem({
      title: guide.title,
      id: link,
      link,
      description: guide.meta_description,
      content: absoluteLinks(guide.description),
      date: dateOf(guide.publish_date),
      image: absolute(guide.feature_image),
      ...(guide.written_by ? { author: [{ name: guide.written_by }] } : {}),
    });
  }
  return { xml: feed.rss2(), updated };
}

/** The newsroom as RSS 2.0, newest first. */
export async function newsFeed(content: ContentRepository): Promise<{ xml: string; updated: Date | undefined }> {
  const articles = await content.all('news');
  const updated = articles[0] ? dateOf(articles[0].publish_date) : undefined;
  const feed = articleFeed('news', getRoute('news').path, updated);
  for (const article of articles) {
    const link = siteAddress(getRoute('news-detail').path.replace(':slug', encodeURIComponent(article.slug)));
    feed.addItem({
      title: article.title,
      id: link,
      link,
      description: article.short_description,
      content: absoluteLinks(article.description),
      date: dateOf(article.publish_date),
      image: absolute(article.feature_image),
    });
  }
  return { xml: feed.rss2(), updated };
}

/** An episode's audio as the feed's enclosure needs it: its size and type, and its playing time from the file. */
export interface EpisodeAudio {
  bytes: number;
  type: string;
  seconds: number;
}

/** Reads an episode's audio file from the seed's media (the API serves it at /media/...). */
export function seedAudioReader(mediaDir: string) {
  return async (address: string): Promise<EpisodeAudio> => {
    if (!address.startsWith('/media/')) throw new Error(`Audio ${address} is not in the site's media`);
    const file = path.join(mediaDir, address.slice('/media/'.length));
    const type = AUDIO_TYPES[path.extname(file)];
    if (type !== 'audio/ogg') throw new Error(`Audio ${address}: only Ogg Vorbis durations can be read`);
    const [{ size }, bytes] = await Promise.all([stat(file), readFile(file)]);
    return { bytes: size, type, seconds: Math.round(oggVorbisDurationSeconds(bytes)) };
  };
}

const plainText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The podcast as the directories ingest it: RSS 2.0 with the iTunes tags
 * (author, owner, category, explicit, artwork, episode numbers and durations)
 * and Podcasting 2.0's `podcast:guid` and `podcast:locked`, each episode with
 * its audio as the enclosure (length and type) and its page's address as guid.
 */
export async function podcastFeed(
  content: ContentRepository,
  readAudio: (address: string) => Promise<EpisodeAudio>,
): Promise<{ xml: string; updated: Date | undefined }> {
  const episodes = (await content.all('podcast')) as ContentItem<'podcast'>[];
  const updated = episodes[0] ? dateOf(episodes[0].publish_date) : undefined;
  const showPage = siteAddress(getRoute('podcast').path);
  const artwork = siteAddress(PODCAST_ARTWORK_PATH);
  const feed = new Podcast({
    title: PODCAST_SHOW_NAME,
    description: feedDescriptions.podcast,
    feedUrl: siteAddress(feedPath('podcast')),
    siteUrl: showPage,
    imageUrl: artwork,
    author: brand.legalName,
    copyright: copyright(),
    language: 'en',
    ...(updated ? { pubDate: updated } : {}),
    namespaces: { iTunes: true, podcast: true },
    itunesAuthor: brand.legalName,
    itunesSummary: feedDescriptions.podcast,
    itunesOwner: { name: brand.legalName, email: podcastOwnerEmail },
    itunesExplicit: false,
    itunesCategory: [{ text: PODCAST_CATEGORY.text, subcats: [...PODCAST_CATEGORY.subcats] }],
    itunesImage: artwork,
    itunesType: 'episodic',
    customElements: [
      { 'podcast:guid': podcastGuid() },
      { 'podcast:locked': [{ _attr: { owner: podcastOwnerEmail } }, 'no'] },
    ],
  });
  for (const episode of episodes) {
    const page = siteAddress(getRoute('podcast-episode').path.replace(':slug', encodeURIComponent(episode.slug)));
    const audio = await readAudio(episode.audio);
    feed.addItem({
      title: episode.title,
      description: episode.meta_description,
      content: absoluteLinks(episode.about_episode),
      url: page,
      guid: page,
      date: dateOf(episode.publish_date),
      enclosure: { url: absolute(episode.audio), size: audio.bytes, type: audio.type },
      itunesDuration: audio.seconds,
      itunesEpisode: Number(episode.episode_number),
      itunesEpisodeType: 'full',
      itunesExplicit: false,
      itunesSummary: plainText(episode.about_episode),
      itunesImage: artwork,
      itunesAuthor: brand.legalName,
    });
  }
  return { xml: feed.buildXml(), updated };
}
