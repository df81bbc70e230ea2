import { REMOTE_OVERRIDE_PARAM, remoteNames } from '@site/shared';
import type { ArtifactMetadata, ReleaseManifest, RemoteName } from '@site/shared';

export interface RemoteOverride {
  remote: RemoteName;
  version: string;
}

/** `insights@0.2.0,forms@1.0.0-rc.1` → overrides; anything malformed is dropped. */
export function parseOverrides(text: string | null | undefined): RemoteOverride[] {
  if (!text) return [];
  return text
    .split(',')
    .map((part) => part.trim().split('@'))
    .filter(
      (pair): pair is [RemoteName, string] =>
        pair.length === 2 && remoteNames.includes(pair[0] as RemoteName) && Boolean(pair[1]),
    )
    .map(([remote, version]) => ({ remote, version }));
}

export const formatOverrides = (overrides: RemoteOverride[]) =>
  overrides.map((override) => `${override.remote}@${override.version}`).join(',');

/** The overrides this browser asked for: the query parameter wins and is remembered; Clear forgets them. */
export function requestedOverrides(location: Location, storage: Storage): RemoteOverride[] {
  const fromQuery = new URLSearchParams(location.search).get(REMOTE_OVERRIDE_PARAM);
  if (fromQuery !== null) {
    if (fromQuery) storage.setItem(REMOTE_OVERRIDE_PARAM, fromQuery);
    else storage.removeItem(REMOTE_OVERRIDE_PARAM);
  }
  return parseOverrides(fromQuery ?? storage.getItem(REMOTE_OVERRIDE_PARAM));
}

/**
 * Replaces pinned versions with the QA override's published ones, only in
 * an environment that allows overrides; production ignores them.
 */
export async function applyOverrides(
  manifest: ReleaseManifest,
  overrides: RemoteOverride[],
  fetchArtifact: (override: RemoteOverride) => Promise<ArtifactMetadata | undefined>,
): Promise<{ manifest: ReleaseManifest; applied: RemoteOverride[] }> {
  if (!manifest.allowOverrides || overrides.length === 0) return { manifest, applied: [] };
  const applied: RemoteOverride[] = [];
  const remotes = await Promise.all(
    manifest.remotes.map(async (release) => {
      const override = overrides.find((candidate) => candidate.remote === release.name);
      const artifact = override ? await fetchArtifact(override) : undefined;
      if (!override || !artifact) return release;
      applied.push(override);
      const origin = new URL(release.manifestUrl).origin;
      return {
        ...release,
        version: artifact.version,
        manifestUrl: `${origin}/${artifact.version}/mf-manifest.json`,
        integrity: artifact.integrity,
      };
    }),
  );
  return { manifest: { ...manifest, remotes }, applied };
}
