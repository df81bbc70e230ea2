import { PODCAST_SHOW_NAME, brand } from '@site/shared';

/** Page copy of the podcast home and episode pages (site-spec.md section 2.8). */
export const podcastHomeCopy = {
  intro: `Conversations with the operators, finance leaders and technologists who make outsourcing and automation work, hosted by the ${brand.name} team.`,
  featuredHeading: 'Featured Episode',
  episodeLabel: (episodeNumber: number) => `Episode ${episodeNumber}`,
  play: 'Play',
  share: 'Share',
  listen: 'Listen to the episode',
  seriesHeading: 'Business Transformation Series',
  seriesPagination: 'Series pages',
  trendingHeading: 'Most Trending Episodes',
  hostsHeading: 'Meet The Hosts',
  subscribeHeading: 'Subscribe and never miss an episode',
  loading: 'Loading episodes…',
  error: 'We could not load the episodes. Please try again later.',
} as const;

export const podcastHomeMeta = {
  title: 'Business Transformation Podcast',
  description: `Listen to ${PODCAST_SHOW_NAME} from ${brand.name}: insurance, finance, customer support and AI leaders on the changes that last.`,
  keywords:
    'business transformation podcast, outsourcing podcast, insurance operations podcast, AI adoption podcast, BPO',
} as const;

/** The four platforms listeners can follow the show on. */
export const podcastPlatforms = [
  { id: 'apple', label: 'Apple Podcasts', href: 'https://podcasts.apple.com/podcast/arcwell-example' },
  { id: 'spotify', label: 'Spotify', href: 'https://open.spotify.com/show/arcwell-example' },
  { id: 'amazon', label: 'Amazon Music', href: 'https://music.amazon.com/podcasts/arcwell-example' },
  { id: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@arcwell-example/podcasts' },
] as const;

export const podcastEpisodeCopy = {
  loading: 'Loading the episode…',
  aboutTab: 'About The Episodes',
  recapTab: 'Insights: Quick Recap',
  overviewTabs: 'Episode overview',
  audioLabel: (title: string) => `Listen: ${title}`,
  showNotes: 'Show Notes',
  viewTranscript: 'View Transcript',
  transcriptHeading: 'Transcript',
  closeTranscript: 'Close transcript',
  guestTab: 'Our Guest',
  speakerTab: 'Our Speaker',
  peopleTabs: 'People on this episode',
  linkedIn: (name: string) => `${name} on LinkedIn`,
  otherEpisodes: 'More Episodes',
} as const;
