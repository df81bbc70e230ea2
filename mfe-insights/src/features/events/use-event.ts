import { useEffect } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { SLUG_IS_NULL_MESSAGE } from '@site/shared';
import type { SiteEvent } from '@site/shared';
import { useGetEventQuery } from './api/events-api.ts';

interface EventState {
  event: SiteEvent | undefined;
  isLoading: boolean;
  /** The event could not be had; the page says so and stays on its route. */
  isError: boolean;
}

/**
 * One event by slug. Like a news article, an empty slug is logged and
 * nothing is asked. A failure is logged and shown on the page, as on the
 * blog (events are our extension; section 8 does not cover them).
 */
export function useEvent(slug: string | undefined): EventState {
  const { data, error, isError, isLoading } = useGetEventQuery(slug ? slug : skipToken);

  useEffect(() => {
    if (!slug) console.error(SLUG_IS_NULL_MESSAGE);
  }, [slug]);

  useEffect(() => {
    if (isError) console.error('Event failed to load', error);
  }, [isError, error]);

  return { event: isError ? undefined : data?.data, isLoading, isError: isError || !slug };
}
