import { Navigate, useLocation } from '@site/shared/router';
import { PageFrame, getRoute } from '@site/shared';
import { useGetOpeningQuery } from './api/openings-api.ts';
import { JobDescription } from './job-description.tsx';
import { positionFromHash } from './job-link.ts';

/**
 * /jd#{position_name} (site-spec.md section 2.13). Without a fragment, or
 * when the opening cannot be loaded, the visitor goes to /careers (section 8).
 */
export function JobDescriptionPage() {
  const position = positionFromHash(useLocation().hash);
  if (!position) return <Navigate to={getRoute('careers').path} replace />;
  return <LoadedJobDescription position={position} />;
}

function LoadedJobDescription({ position }: { position: string }) {
  const { data, isError, isFetching } = useGetOpeningQuery(position);

  if (isError) return <Navigate to={getRoute('careers').path} replace />;
  if (!data || isFetching) {
    return (
      <PageFrame routeId="job-description" heading={position}>
        <p role="status">Loading the job description…</p>
      </PageFrame>
    );
  }
  return <JobDescription opening={data.data} />;
}
