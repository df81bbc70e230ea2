import { Navigate } from '@site/shared/router';
import { PageFrame, getRoute, useIsClient, useLocationHash } from '@site/shared';
import { useGetOpeningQuery } from './api/openings-api.ts';
import { JobDescription } from './job-description.tsx';
import { positionFromHash } from './job-link.ts';

/**
 * /jd#{position_name} (site-spec.md section 2.13). Without a fragment, or
 * when the opening cannot be loaded, the visitor goes to /careers (section 8).
 */
export function JobDescriptionPage() {
  const position = positionFromHash(useLocationHash());
  // The fragment never reaches the server: the server, and hydration, show the loading frame.
  if (!useIsClient()) return <JobDescriptionLoading />;
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
