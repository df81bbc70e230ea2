import { useEffect } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { SLUG_IS_NULL_MESSAGE, isNotFoundError } from '@site/shared';
import type { SiteEvent } from '@site/shared';
import { useGetEventQuery } from './api/events-api.ts';

interface EventState {
  event: SiteEvent | undefined;
  isLoading: boolean;
  /** The event could not be had; the page says so and stays on its route. */
  isError: boolean;
  /** The API answered 404: the page shows the not-found page in place (docs/decisions/015). */
  notFound: boolean;
}

/**
 * One event by slug. Like a news article, an empty slug is logged and
 * nothing is asked. A failure is logged and shown on the page, as on the
 * blog (events are our extension; section 8 does not cover them). A slug
 * the API answers with 404 is `notFound`: the page is the not-found page,
 * with a 404 status from the server (docs/decisions/015).
 */
export function useEvent(slug: string | undefined): EventState {
  const { data, error, isError, isLoading } = useGetEventQuery(slug ? slug : skipToken);
  // The cache entry keeps its error while RTK Query asks again (on the server, in every render pass).
  const notFound = isNotFoundError(error);

  useEffect(() => {
    if (!slug) console.error(SLUG_IS_NULL_MESSAGE);
  }, [slug]);

  useEffect(() => {
    if (isError) console.error('Event failed to load', error);
  }, [isError, error]);

  return {
    event: isError || notFound ? undefined : data?.data,
    isLoading: isLoading && !notFound,
    isError: (isError && !notFound) || !slug,
    notFound,
  };
}
