import { getRoute } from '@site/shared';

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

/** The position a /jd link names: the query's, which the server sees too, else the spec's fragment. */
export function positionOf(search: string, hash: string): string | undefined {
  const queried = new URLSearchParams(search).get(JOB_POSITION_PARAM);
  return queried?.trim() ? queried : positionFromHash(hash);
}

/** The position a /jd fragment names, or undefined for none; a fragment that is not valid escaping is read as typed. */
export function positionFromHash(hash: string): string | undefined {
  const raw = hash.replace(/^#/, '');
  let position = raw;
  try {
    position = decodeURIComponent(raw);
  } catch {
    // Kept as typed.
  }
  return position.trim() === '' ? undefined : position;
}
