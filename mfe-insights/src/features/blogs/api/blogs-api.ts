import { BLOG_PAGE_SIZE } from '@site/shared';
import { baseApi } from '@site/shared/api';
import type { ApiErrorBody, Blog, BlogListItem, DetailResponse, ListResponse } from '@site/shared';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';

/** Our extension of the spec's calls: the blog list (paged) and one blog. */
export const blogsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBlogs: build.query<ListResponse<BlogListItem>, number>({
      query: (page) => ({ url: '/api/blog/data', params: { per_page: BLOG_PAGE_SIZE, page } }),
    }),
    getBlog: build.query<DetailResponse<Blog>, string>({
      query: (slug) => `/api/blog/detail/${encodeURIComponent(slug)}`,
    }),
  }),
});

export const { useGetBlogsQuery, useGetBlogQuery } = blogsApi;

/** The API's `{ status: 0, message }` body of a failed call, when the failure has one. */
export function blogErrorBody(error: FetchBaseQueryError | SerializedError | undefined): ApiErrorBody | undefined {
  if (!error || !('data' in error)) return undefined;
  const body = error.data as Partial<ApiErrorBody> | null | undefined;
  return body && typeof body === 'object' && typeof body.message === 'string' ? (body as ApiErrorBody) : undefined;
}
