import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from '@site/shared/router';
import {
  NOT_FOUND_PAGE_META,
  NotFoundPage,
  PageFrame,
  PageLoadingFrame,
  PageUnavailableNote,
  isNotFoundError,
  usePageMeta,
} from '@site/shared';
import type { PageMeta } from '@site/shared';
import type { QueryError } from './api-error.ts';

/** What a failure other than a 404 does: logged, or the visitor sent to the list. */
export type DetailFailure = (error: QueryError, navigate: ReturnType<typeof useNavigate>) => void;

interface FetchedDetailPageProps<Detail, Item extends { title: string }> {
  routeId: string;
  /** The detail query's hook, asked for the route's slug: its answer's `data`, and the item in it (`itemOf`). */
  useDetail: (slug: string) => { currentData?: { data: Detail }; error?: QueryError; isError: boolean };
  itemOf: (detail: Detail) => Item | undefined;
  /** A module-level function: it is an effect's dependency. */
  onFailure: DetailFailure;
  meta: (item: Item, pathname: string) => PageMeta;
  /** The loading frame's message. */
  loading: string;
  children: (detail: Detail, item: Item) => ReactNode;
}

/**
 * A detail page whose heading comes with its content (a guide, a podcast episode). A slug the API answers with 404
 * shows the not-found page in place (docs/decisions/015); another failure is `onFailure`'s, and the page says it is
 * unavailable; while the item is fetched, a loading frame with no heading that would move.
 */
export function FetchedDetailPage<Detail, Item extends { title: string }>({
  routeId,
  useDetail,
  itemOf,
  onFailure,
  meta,
  loading,
  children,
}: FetchedDetailPageProps<Detail, Item>) {
  const { slug = '' } = useParams();
  const { currentData, error, isError } = useDetail(slug);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const detail = currentData?.data;
  const item = detail === undefined ? undefined : itemOf(detail);
  // The cache entry keeps its error while RTK Query asks again (on the server, in every render pass).
  const notFound = isNotFoundError(error);

  useEffect(() => {
    if (isError && !notFound) onFailure(error, navigate);
  }, [isError, notFound, error, navigate, onFailure]);

  usePageMeta(notFound ? NOT_FOUND_PAGE_META : item ? meta(item, pathname) : {});

  if (notFound) return <NotFoundPage />;
  if (detail === undefined || item === undefined) {
    return isError ? (
      <PageFrame routeId={routeId}>
        <PageUnavailableNote />
      </PageFrame>
    ) : (
      <PageLoadingFrame message={loading} />
    );
  }
  return (
    <PageFrame routeId={routeId} heading={item.title}>
      {children(detail, item)}
    </PageFrame>
  );
}
