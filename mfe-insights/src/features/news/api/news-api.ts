import { baseApi } from '@site/shared/api';
import type { NewsDetailResponse, NewsListResponse } from '@site/shared';

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
