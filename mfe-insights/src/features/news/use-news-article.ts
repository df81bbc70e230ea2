import { useEffect } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useNavigate } from '@site/shared/router';
import { getRoute } from '@site/shared';
import type { NewsArticle } from '@site/shared';
import { newsErrorBody, useGetNewsArticleQuery } from './api/news-api.ts';

/** site-spec.md section 8, logged exactly so. */
import { SLUG_IS_NULL_MESSAGE } from '@site/shared';

export { SLUG_IS_NULL_MESSAGE };

/**
 * One article by slug. Section 8: an empty slug is logged and nothing is
 * asked; an error body with status 0 goes to /404; any other failure is
 * only logged.
 */
export function useNewsArticle(slug: string | undefined): { article: NewsArticle | undefined; isLoading: boolean } {
  const navigate = useNavigate();
  const { data, error, isError, isLoading } = useGetNewsArticleQuery(slug ? slug : skipToken);

  useEffect(() => {
    if (!slug) console.error(SLUG_IS_NULL_MESSAGE);
  }, [slug]);

  useEffect(() => {
    if (!isError) return;
    if (newsErrorBody(error)?.status === 0) void navigate(getRoute('not-found').path, { replace: true });
    else console.error('News article failed to load', error);
  }, [isError, error, navigate]);

  return { article: isError ? undefined : data?.data, isLoading };
}
