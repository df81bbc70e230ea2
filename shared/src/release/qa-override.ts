import { remoteNames } from '../config/apps.ts';
import type { RemoteName } from '../config/apps.ts';
import { parseCookies } from '../config/cookies.ts';
import { REMOTE_OVERRIDE_PARAM } from '../federation/required-exposes.ts';
import type { ArtifactMetadata } from '../api/release-types.ts';
import type { ReleaseManifest } from '../api/types.ts';

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

/**
 * The overrides a page load asks for: its query parameter (an empty one
 * clears them), else the cookie an earlier one set. A cookie, not browser
 * storage, so the host renders the page with the same versions the browser
 * then hydrates it with.
 */
export function askedOverrides(search: string, cookieHeader: string | undefined): RemoteOverride[] {
  const fromQuery = new URLSearchParams(search).get(REMOTE_OVERRIDE_PARAM);
  return parseOverrides(fromQuery ?? parseCookies(cookieHeader)[REMOTE_OVERRIDE_PARAM]);
}

/** The cookie that remembers (or, with no overrides, forgets) this browser's overrides for the session. */
export function overrideCookie(overrides: RemoteOverride[]): string {
  const value = encodeURIComponent(formatOverrides(overrides));
  return overrides.length > 0
    ? `${REMOTE_OVERRIDE_PARAM}=${value}; path=/; SameSite=Lax`
    : `${REMOTE_OVERRIDE_PARAM}=; path=/; max-age=0; SameSite=Lax`;
}

/** The overrides this browser asked for: the query parameter wins and is remembered; Clear forgets them. */
export function requestedOverrides(location: { search: string }, doc: { cookie: string }): RemoteOverride[] {
  const overrides = askedOverrides(location.search, doc.cookie);
  if (new URLSearchParams(location.search).has(REMOTE_OVERRIDE_PARAM)) doc.cookie = overrideCookie(overrides);
  return overrides;
}

/**
 * Replaces pinned versions with the QA override's published ones, only in
 * an environment that allows overrides; production ignores them. A remote
 * the manifest already names at the asked version (the host applied the
 * override when it rendered the page) is taken as it is, without asking the
 * API again.
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
      if (override && release.version === override.version) {
        applied.push(override);
        return release;
      }
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
