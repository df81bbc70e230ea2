import { EVENT_PAGE_SIZE } from '@site/shared';
import { baseApi } from '@site/shared/api';
import type { ApiErrorBody, DetailResponse, EventListItem, ListResponse, SiteEvent } from '@site/shared';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';

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

/** The API's `{ status: 0, message }` body of a failed call, when the failure has one. */
export function eventErrorBody(error: FetchBaseQueryError | SerializedError | undefined): ApiErrorBody | undefined {
  if (!error || !('data' in error)) return undefined;
  const body = error.data as Partial<ApiErrorBody> | null | undefined;
  return body && typeof body === 'object' && typeof body.message === 'string' ? (body as ApiErrorBody) : undefined;
}
