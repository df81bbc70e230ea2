import { useEffect } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useNavigate } from '@site/shared/router';
import { getRoute, isNotFoundError } from '@site/shared';
import type { CaseStudy } from '@site/shared';
import { useGetCaseStudyQuery } from './api/case-studies-api.ts';

interface CaseStudyState {
  caseStudy: CaseStudy | undefined;
  isLoading: boolean;
  /** The API answered 404: the page shows the not-found page in place (docs/decisions/015). */
  notFound: boolean;
}

/**
 * One case study by slug. site-spec.md section 8: any failure (and a
 * missing slug) goes to /case-studies; an answer without data is only a
 * warning. A slug the API answers with 404 is `notFound` instead of a
 * redirect (docs/decisions/015).
 */
export function useCaseStudy(slug: string | undefined): CaseStudyState {
  const navigate = useNavigate();
  const { data, error, isError, isSuccess, isLoading } = useGetCaseStudyQuery(slug ? slug : skipToken);
  // The cache entry keeps its error while RTK Query asks again (on the server, in every render pass).
  const notFound = isNotFoundError(error);
  const caseStudy = isError || notFound ? undefined : data?.data;

  useEffect(() => {
    if (notFound) return;
    if (isError || !slug) void navigate(getRoute('case-studies').path, { replace: true });
  }, [isError, notFound, slug, navigate]);

  useEffect(() => {
    if (isSuccess && !caseStudy) console.warn(`Case study "${slug}" came back without data`);
  }, [isSuccess, caseStudy, slug]);

  return { caseStudy, isLoading: isLoading && !notFound, notFound };
}
