import { baseApi } from '@site/shared/api';
import type { PodcastDetailResponse, PodcastListResponse } from '@site/shared';

export interface PodcastPageQuery {
  per_page: number;
  page: number;
}

/** site-spec.md section 7: the podcast home's list and an episode's details. */
export const podcastApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPodcastPage: build.query<PodcastListResponse, PodcastPageQuery>({
      query: (params) => ({ url: '/api/podcast/page/data', params }),
    }),
    getPodcastDetail: build.query<PodcastDetailResponse, string>({
      query: (slug) => `/api/podcast/data/details/${encodeURIComponent(slug)}`,
    }),
  }),
});

export const { useGetPodcastPageQuery, useGetPodcastDetailQuery } = podcastApi;
