import { Navigate, useLocation } from '@site/shared/router';
import { PageFrame, getRoute, useIsClient, useLocationHash } from '@site/shared';
import { useGetOpeningQuery } from './api/openings-api.ts';
import { JobDescription } from './job-description.tsx';
import { positionOf } from './job-link.ts';

/**
 * /jd#{position_name} (site-spec.md section 2.13), or /jd?position=… as the
 * openings link it so the server renders it too. Without either, or
 * when the opening cannot be loaded, the visitor goes to /careers (section 8).
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
  const { data, isError, isFetching } = useGetOpeningQuery(position);

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
