import { baseApi } from '@site/shared/api';
import type { ApiErrorBody, NewsDetailResponse, NewsListResponse } from '@site/shared';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { SerializedError } from '@reduxjs/toolkit';

/** site-spec.md section 7: the newsroom list is asked for with no query at all. */
export const newsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNewsList: build.query<NewsListResponse, undefined>({
      query: () => '/api/news/data',
    }),
    getNewsArticle: build.query<NewsDetailResponse, string>({
      query: (slug) => `/api/news/data/details/${encodeURIComponent(slug)}`,
    }),
  }),
});

export const { useGetNewsListQuery, useGetNewsArticleQuery } = newsApi;

/** The API's `{ status: 0, message }` body of a failed call, when the failure has one. */
export function newsErrorBody(error: FetchBaseQueryError | SerializedError | undefined): ApiErrorBody | undefined {
  if (!error || !('data' in error)) return undefined;
  const body = error.data as Partial<ApiErrorBody> | null | undefined;
  return body && typeof body === 'object' && typeof body.message === 'string' ? (body as ApiErrorBody) : undefined;
}
