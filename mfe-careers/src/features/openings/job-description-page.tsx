import { Navigate, useLocation } from '@site/shared/router';
import {
  NOT_FOUND_PAGE_META,
  NotFoundPage,
  PageFrame,
  getRoute,
  isNotFoundError,
  useIsClient,
  useLocationHash,
  usePageMeta,
} from '@site/shared';
import { useGetOpeningQuery } from './api/openings-api.ts';
import { JobDescription } from './job-description.tsx';
import { positionOf } from './job-link.ts';

/**
 * /jd#{position_name} (site-spec.md section 2.13), or /jd?position=… as the
 * openings link it so the server renders it too. Without either, or
 * when the opening cannot be loaded, the visitor goes to /careers (section 8).
 * A position the API does not know (404) is the not-found page in place,
 * answered 404 with noindex, as every detail page's unknown slug is
 * (docs/decisions/015; issue 52: it was a 200 with the position as heading).
 */
export function JobDescriptionPage() {
  const { search } = useLocation();
  const hash = useLocationHash();
  const isClient = useIsClient();
  const queried = positionOf(search, '');
  // A fragment never reaches the server: the server, and hydration, render the query's position, else the loading frame.
  const position = isClient ? positionOf(search, hash) : queried;
  if (!isClient && !queried) return <JobDescriptionLoading />;
  if (!position) return <Navigate to={getRoute('careers').path} replace />;
  return <LoadedJobDescription position={position} />;
}

function LoadedJobDescription({ position }: { position: string }) {
  const { data, error, isError, isFetching } = useGetOpeningQuery(position);

  // The cache entry keeps its error while RTK Query asks again, so the server's passes see it too (ADR 015).
  if (isNotFoundError(error)) return <OpeningNotFound />;
  if (isError) return <Navigate to={getRoute('careers').path} replace />;
  if (!data || isFetching) return <JobDescriptionLoading heading={position} />;
  return <JobDescription opening={data.data} />;
}

function JobDescriptionLoading({ heading }: { heading?: string }) {
  return (
    <PageFrame routeId="job-description" {...(heading ? { heading } : {})}>
      <p role="status">Loading the job description…</p>
    </PageFrame>
  );
}

function OpeningNotFound() {
  usePageMeta(NOT_FOUND_PAGE_META);
  return <NotFoundPage />;
}
