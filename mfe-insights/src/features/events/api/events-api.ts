import { EVENT_PAGE_SIZE } from '@site/shared';
import { baseApi } from '@site/shared/api';
import type { DetailResponse, EventListItem, ListResponse, SiteEvent } from '@site/shared';

/** Our extension of the spec's calls: the event list (paged) and one event. */
export const eventsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getEvents: build.query<ListResponse<EventListItem>, number>({
      query: (page) => ({ url: '/api/events/data', params: { per_page: EVENT_PAGE_SIZE, page } }),
    }),
    getEvent: build.query<DetailResponse<SiteEvent>, string>({
      query: (slug) => `/api/events/detail/${encodeURIComponent(slug)}`,
    }),
  }),
});

export const { useGetEventsQuery, useGetEventQuery } = eventsApi;
