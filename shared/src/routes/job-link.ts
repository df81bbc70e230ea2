import { getRoute } from './route-table.ts';

/**
 * Ours (docs/decisions/010): the position in the query too, beside the spec's
 * fragment, so the server can render the job page (a fragment never reaches
 * it) and it works without JavaScript.
 */
export const JOB_POSITION_PARAM = 'position';

/** site-spec.md section 2.13: /jd with the position name as the URL fragment (and in the query, for the server). */
export function jobDescriptionLink(positionName: string) {
  return {
    pathname: getRoute('job-description').path,
    search: `?${new URLSearchParams({ [JOB_POSITION_PARAM]: positionName }).toString()}`,
    hash: encodeURIComponent(positionName),
  };
}

/** The job description link as one address, as the openings page links it. */
export function jobDescriptionHref(positionName: string): string {
  const { pathname, search, hash } = jobDescriptionLink(positionName);
  return `${pathname}${search}#${hash}`;
}
