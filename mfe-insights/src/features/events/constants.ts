import { brand } from '@site/shared';

/** Page copy of the events, our extension in the newsroom's style. */
export const EVENT_LIST_HEADING = 'Where to meet us';

export const eventsBanner = {
  headline: `Meet the ${brand.name} team in person`,
  intro: `Conferences, summits and career fairs where ${brand.name} specialists speak, exhibit and meet clients across the United States, Canada, the United Kingdom and India.`,
  imageAlt: 'Illustration of an event calendar beside a venue',
} as const;

export const eventListMeta = {
  title: 'Events',
  description: `Upcoming and past events with ${brand.legalName}: insurance summits, accounting conferences, AI forums, data annotation expos and career fairs.`,
  keywords: `${brand.name} events, insurance conferences, accounting summits, outsourcing events, career fairs`,
} as const;

export const MORE_EVENTS_HEADING = 'More events';
/** How many other events an event page suggests (ours). */
export const MORE_EVENTS_LIMIT = 3;

export const EVENT_NOT_FOUND_MESSAGE = 'This event can’t be shown right now. Please try again in a few minutes.';
export const ALL_EVENTS_LINK = 'See all events';
