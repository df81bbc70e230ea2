import type { NewsListItem } from '@site/shared';
import { apiErrorMessage } from '../listing/api-error.ts';
import { useGetNewsListQuery } from './api/news-api.ts';

export interface NewsListState {
  items: readonly NewsListItem[];
  isLoading: boolean;
  /** site-spec.md section 8: a failure sets this flag and keeps the message... */
  isError: boolean;
  /** ...which the page never shows. */
  errorMessage: string | undefined;
}

const NO_ITEMS: readonly NewsListItem[] = [];

/** Every article of the newsroom, newest first. */
export function useNewsList(): NewsListState {
  const { data, isLoading, isError, error } = useGetNewsListQuery(undefined);
  return {
    items: isError ? NO_ITEMS : (data?.data ?? NO_ITEMS),
    isLoading,
    isError,
    errorMessage: apiErrorMessage(error),
  };
}
