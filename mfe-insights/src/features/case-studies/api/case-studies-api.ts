import { CASE_STUDY_PAGE_SIZE } from '@site/shared';
import { baseApi } from '@site/shared/api';
import type { ApiErrorBody, CaseStudyCategory, CaseStudyDetailResponse, CaseStudyListResponse } from '@site/shared';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';

export interface CaseStudyListQuery {
  page: number;
  /** None for 'All'. */
  category?: CaseStudyCategory;
}

/** site-spec.md section 7: per_page=6, category and page. */
export const caseStudiesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCaseStudies: build.query<CaseStudyListResponse, CaseStudyListQuery>({
      query: ({ page, category }) => ({
        url: '/api/case/study/page/data',
        params: { per_page: CASE_STUDY_PAGE_SIZE, page, ...(category ? { category } : {}) },
      }),
    }),
    getCaseStudy: build.query<CaseStudyDetailResponse, string>({
      query: (slug) => `/api/case/study/details/${encodeURIComponent(slug)}`,
    }),
  }),
});

export const { useGetCaseStudiesQuery, useGetCaseStudyQuery } = caseStudiesApi;

/** The API's `{ status: 0, message }` body of a failed call, when the failure has one. */
export function caseStudyErrorBody(error: FetchBaseQueryError | SerializedError | undefined): ApiErrorBody | undefined {
  if (!error || !('data' in error)) return undefined;
  const body = error.data as Partial<ApiErrorBody> | null | undefined;
  return body && typeof body === 'object' && typeof body.message === 'string' ? (body as ApiErrorBody) : undefined;
}
