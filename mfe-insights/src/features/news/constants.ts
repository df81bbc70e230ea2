import { brand } from '@site/shared';

/** Page copy of the newsroom (site-spec.md section 2.9). */
export const NEWS_LIST_HEADING = 'Trending Events';
/** Ours: under the spec's heading, what the list is, so a newsroom titled "events" reads as meant. */
export const NEWS_LIST_INTRO =
  'The announcements, milestones and happenings people are reading about most, newest first.';

export const newsBanner = {
  headline: `What is new at ${brand.name}`,
  intro: `Company announcements, certifications, awards and community work from the ${brand.name} teams in India and the United States.`,
  imageAlt: 'Illustration of a newspaper with a megaphone and announcement cards',
} as const;

export const newsListMeta = {
  title: 'Newsroom',
  description: `The latest news from ${brand.legalName}: company announcements, certifications, awards, new delivery centers and community programs.`,
  keywords: `${brand.name} news, ${brand.name} newsroom, outsourcing company news, BPO announcements, press releases`,
} as const;

export const NEWS_CAROUSEL_HEADING = 'More from the newsroom';
export const NEWS_CAROUSEL_LABEL = 'Other news';
