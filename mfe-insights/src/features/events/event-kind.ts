import type { EventListItem, SiteEvent } from '@site/shared';
import type { ListedKind } from '../listing/listed-pages.tsx';
import { useGetEventQuery, useGetEventsQuery } from './api/events-api.ts';
import { EventCardGrid } from './event-card-grid.tsx';
import * as text from './constants.ts';

/** Events as one kind of the newsroom's listed articles (our extension). */
export const eventKind: ListedKind<EventListItem, SiteEvent> = {
  names: { list: 'events', detail: 'event-detail', log: 'Event' },
  useList: useGetEventsQuery,
  useDetail: useGetEventQuery,
  Grid: EventCardGrid,
  copy: { list: text.EVENT_LIST_HEADING, notFound: text.EVENT_NOT_FOUND_MESSAGE, all: text.ALL_EVENTS_LINK },
  more: { heading: text.MORE_EVENTS_HEADING, limit: text.MORE_EVENTS_LIMIT },
};
