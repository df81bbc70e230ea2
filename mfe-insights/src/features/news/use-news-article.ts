import { useEffect } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useNavigate } from '@site/shared/router';
import { NOT_FOUND_ROUTE_ID, getRoute, isNotFoundError } from '@site/shared';
import type { NewsArticle } from '@site/shared';
import { isStatusZeroError } from '../listing/api-error.ts';
import { useGetNewsArticleQuery } from './api/news-api.ts';

/** site-spec.md section 8, logged exactly so. */
import { SLUG_IS_NULL_MESSAGE } from '@site/shared';

export { SLUG_IS_NULL_MESSAGE };

interface NewsArticleState {
  article: NewsArticle | undefined;
  isLoading: boolean;
  /** The API answered 404: the page shows the not-found page in place (docs/decisions/015). */
  notFound: boolean;
}

/**
 * One article by slug. Section 8: an empty slug is logged and nothing is
 * asked; an error body with status 0 goes to /404; any other failure is
 * only logged. A slug the API answers with 404 is `notFound` instead of a
 * redirect (docs/decisions/015).
 */
export function useNewsArticle(slug: string | undefined): NewsArticleState {
  const navigate = useNavigate();
  const { data, error, isError, isLoading } = useGetNewsArticleQuery(slug ? slug : skipToken);
  // The cache entry keeps its error while RTK Query asks again (on the server, in every render pass).
  const notFound = isNotFoundError(error);

  useEffect(() => {
    if (!slug) console.error(SLUG_IS_NULL_MESSAGE);
  }, [slug]);

  useEffect(() => {
    if (!isError || notFound) return;
    if (isStatusZeroError(error)) void navigate(getRoute(NOT_FOUND_ROUTE_ID).path, { replace: true });
    else console.error('News article failed to load', error);
  }, [isError, notFound, error, navigate]);

  return { article: isError || notFound ? undefined : data?.data, isLoading: isLoading && !notFound, notFound };
}
