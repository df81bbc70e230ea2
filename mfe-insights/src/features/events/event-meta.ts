import { brand } from '@site/shared';
import type { PageMeta, SiteEvent } from '@site/shared';
import { listedArticleMeta } from '../listing/listed-meta.ts';

/** The head of an event page, from the event's own meta fields. */
export function eventMeta(event: SiteEvent, path: string): PageMeta {
  return listedArticleMeta(event, 'event-detail', path, {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.meta_description,
    startDate: event.start_date,
    endDate: event.end_date,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: event.venue, address: event.location },
    image: `${brand.siteUrl}${event.feature_image}`,
    url: `${brand.siteUrl}${path}`,
  });
}
