import { baseApi } from '@site/shared/api';
import type { OpeningDetailResponse, OpeningListResponse } from '@site/shared';

/** site-spec.md section 7: the openings list and one opening by slug or position name. */
export const openingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOpenings: build.query<OpeningListResponse, undefined>({
      query: () => '/api/currunt/opening',
    }),
    getOpening: build.query<OpeningDetailResponse, string>({
      query: (positionName) => `/api/currunt/opening/details/${encodeURIComponent(positionName)}`,
    }),
  }),
});

export const { useGetOpeningsQuery, useGetOpeningQuery } = openingsApi;
