import type { ArtifactMetadata } from '../api/release-types.ts';
import type { ReleaseManifest } from '../api/types.ts';
import type { RemoteOverride } from './qa-override.ts';

/** Fetches the pinned remote versions of an environment from the API. */
export async function fetchReleaseManifest(url: string): Promise<ReleaseManifest> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Release manifest request failed with HTTP ${response.status}`);
  const body = (await response.json()) as ReleaseManifest;
  if (!Array.isArray(body.remotes)) throw new Error('Release manifest has no remotes list');
  return body;
}

/**
 * A published version's metadata, for a QA override; undefined when it was
 * never published. The browser asks its own origin; the shell's host passes
 * the API's and a time limit.
 */
export async function fetchArtifact(
  { remote, version }: RemoteOverride,
  { apiOrigin = '', signal }: { apiOrigin?: string; signal?: AbortSignal } = {},
): Promise<ArtifactMetadata | undefined> {
  const response = await fetch(`${apiOrigin}/api/release-artifacts/${remote}/${encodeURIComponent(version)}`, {
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) {
    console.error(`QA override ${remote}@${version} ignored: HTTP ${response.status}`);
    return undefined;
  }
  return (await response.json()) as ArtifactMetadata;
}
