import { baseApi } from '@site/shared/api';
import type { GuideDetailResponse, GuideListQuery, GuideListResponse } from '@site/shared';

/** site-spec.md section 7: the guide list and detail calls. */
export const guidesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getGuideList: build.query<GuideListResponse, GuideListQuery>({
      // Unset category and title are left out of the query, as the API reads them as "all".
      query: (params) => ({ url: '/api/guide/data', params }),
    }),
    getGuideDetail: build.query<GuideDetailResponse, string>({
      query: (slug) => `/api/guide/detail/${encodeURIComponent(slug)}`,
    }),
  }),
});

export const { useGetGuideListQuery, useGetGuideDetailQuery } = guidesApi;
