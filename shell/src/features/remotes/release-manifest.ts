import type { ReleaseManifest } from '@site/shared';

/** Fetches the pinned remote versions of an environment from the API. */
export async function fetchReleaseManifest(url: string): Promise<ReleaseManifest> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Release manifest request failed with HTTP ${response.status}`);
  const body = (await response.json()) as ReleaseManifest;
  if (!Array.isArray(body.remotes)) throw new Error('Release manifest has no remotes list');
  return body;
}
