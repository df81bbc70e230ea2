import { getRoute } from '@site/shared';

/** site-spec.md section 2.13: /jd with the position name as the URL fragment. */
export function jobDescriptionLink(positionName: string) {
  return { pathname: getRoute('job-description').path, hash: encodeURIComponent(positionName) };
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
