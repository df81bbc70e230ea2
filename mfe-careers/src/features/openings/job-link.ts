import { JOB_POSITION_PARAM } from '@site/shared';

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
