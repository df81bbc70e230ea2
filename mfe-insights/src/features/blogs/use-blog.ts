import { useEffect } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { SLUG_IS_NULL_MESSAGE, isNotFoundError } from '@site/shared';
import type { Blog } from '@site/shared';
import { useGetBlogQuery } from './api/blogs-api.ts';

interface BlogState {
  blog: Blog | undefined;
  isLoading: boolean;
  /** The blog could not be had; the page says so and stays on its route. */
  isError: boolean;
  /** The API answered 404: the page shows the not-found page in place (docs/decisions/015). */
  notFound: boolean;
}

/**
 * One blog by slug. Like a news article, an empty slug is logged and
 * nothing is asked. A failure is logged and shown on the page rather than
 * sent to /404, so that an old /blog/{slug} address still lands on the
 * blogs route (site-spec.md section 2.1 redirects). A slug the API answers
 * with 404 is `notFound`: the page is the not-found page, with a 404 status
 * from the server (docs/decisions/015).
 */
export function useBlog(slug: string | undefined): BlogState {
  const { data, error, isError, isLoading } = useGetBlogQuery(slug ? slug : skipToken);
  // The cache entry keeps its error while RTK Query asks again (on the server, in every render pass).
  const notFound = isNotFoundError(error);

  useEffect(() => {
    if (!slug) console.error(SLUG_IS_NULL_MESSAGE);
  }, [slug]);

  useEffect(() => {
    if (isError) console.error('Blog failed to load', error);
  }, [isError, error]);

  return {
    blog: isError || notFound ? undefined : data?.data,
    isLoading: isLoading && !notFound,
    isError: (isError && !notFound) || !slug,
    notFound,
  };
}
