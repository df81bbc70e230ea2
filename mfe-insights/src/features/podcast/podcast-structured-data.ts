import type { PodcastEpisode, PodcastSeries, WithContext } from 'schema-dts';
import { PODCAST_SHOW_NAME, brand, breadcrumbFor, breadcrumbStructuredData, getRoute } from '@site/shared';
import type { PageMeta, Podcast } from '@site/shared';
import { podcastHomeMeta } from './constants.ts';

const absolute = (address: string) => (address.startsWith('/') ? `${brand.siteUrl}${address}` : address);

/** The show itself, on the podcast home. */
export function podcastSeriesStructuredData(): WithContext<PodcastSeries> {
  return {
    '@context': 'https://schema.org',
    '@type': 'PodcastSeries',
    name: PODCAST_SHOW_NAME,
    description: podcastHomeMeta.description,
    url: `${brand.siteUrl}${getRoute('podcast').path}`,
    publisher: { '@type': 'Organization', name: brand.legalName, url: brand.siteUrl },
  };
}

/** An episode's own meta fields, its PodcastEpisode data and the breadcrumb with its title. */
export function episodePageMeta(podcast: Podcast, pathname: string): PageMeta {
  const episode: WithContext<PodcastEpisode> = {
    '@context': 'https://schema.org',
    '@type': 'PodcastEpisode',
    name: podcast.title,
    episodeNumber: podcast.episode_number,
    datePublished: podcast.publish_date,
    description: podcast.meta_description,
    url: `${brand.siteUrl}${pathname}`,
    associatedMedia: { '@type': 'MediaObject', contentUrl: absolute(podcast.audio) },
    partOfSeries: {
      '@type': 'PodcastSeries',
      name: PODCAST_SHOW_NAME,
      url: `${brand.siteUrl}${getRoute('podcast').path}`,
    },
  };
  return {
    title: podcast.meta_title,
    description: podcast.meta_description,
    keywords: podcast.keywords,
    image: podcast.feature_image,
    structuredData: [
      episode,
      breadcrumbStructuredData(breadcrumbFor(getRoute('podcast-episode'), podcast.title), pathname),
    ],
  };
}
