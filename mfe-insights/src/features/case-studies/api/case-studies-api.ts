import { CASE_STUDY_PAGE_SIZE } from '@site/shared';
import { baseApi } from '@site/shared/api';
import type { CaseStudyCategory, CaseStudyDetailResponse, CaseStudyListResponse } from '@site/shared';

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
