import { useEffect } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useNavigate } from '@site/shared/router';
import { getRoute } from '@site/shared';
import type { CaseStudy } from '@site/shared';
import { useGetCaseStudyQuery } from './api/case-studies-api.ts';

/**
 * One case study by slug. site-spec.md section 8: any failure (and a
 * missing slug) goes to /case-studies; an answer without data is only a
 * warning.
 */
export function useCaseStudy(slug: string | undefined): { caseStudy: CaseStudy | undefined; isLoading: boolean } {
  const navigate = useNavigate();
  const { data, isError, isSuccess, isLoading } = useGetCaseStudyQuery(slug ? slug : skipToken);
  const caseStudy = isError ? undefined : data?.data;

  useEffect(() => {
    if (isError || !slug) void navigate(getRoute('case-studies').path, { replace: true });
  }, [isError, slug, navigate]);

  useEffect(() => {
    if (isSuccess && !caseStudy) console.warn(`Case study "${slug}" came back without data`);
  }, [isSuccess, caseStudy, slug]);

  return { caseStudy, isLoading };
}
