import { brand, breadcrumbFor, breadcrumbStructuredData, getRoute } from '@site/shared';
import type { PageMeta, SiteEvent } from '@site/shared';

/** The head of an event page, from the event's own meta fields. */
export function eventMeta(event: SiteEvent, path: string): PageMeta {
  return {
    title: event.meta_title || event.title,
    description: event.meta_description,
    keywords: event.keywords,
    image: event.feature_image,
    structuredData: [
      breadcrumbStructuredData(breadcrumbFor(getRoute('event-detail'), event.title), path),
      {
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
      },
    ],
  };
}
