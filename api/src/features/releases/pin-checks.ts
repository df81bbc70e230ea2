import semver from 'semver';
import { requiredExposes } from '@site/shared/contracts';
import type { ArtifactMetadata, RemoteName } from '@site/shared/contracts';
import type { ArtifactStore } from '@site/shared/server/artifact-store';
import { ArtifactError } from '@site/shared/server/artifact-store';

/** What the shell provides: each shared singleton's version, from the shell build's manifest. */
export type ShellSharedVersions = ReadonlyMap<string, string>;

export type PinCheck = { ok: true; artifact: ArtifactMetadata } | { ok: false; reason: string };

/**
 * Whether a version may go live: published, a manifest that parses, every
 * expose the shell loads, and every shared singleton satisfied by the shell.
 */
export async function checkPin(
  store: ArtifactStore,
  shell: ShellSharedVersions,
  remote: RemoteName,
  version: string,
): Promise<PinCheck> {
  const artifact = await store.read(remote, version);
  if (!artifact) return { ok: false, reason: `${remote}@${version} was never published` };
  let manifest;
  try {
    manifest = await store.readManifest(remote, version);
  } catch (error) {
    const detail = error instanceof ArtifactError ? error.message : 'its mf-manifest.json cannot be read';
    return { ok: false, reason: `${remote}@${version}: ${detail}` };
  }
  const missing = requiredExposes[remote].filter((expose) => !manifest.exposes.includes(expose));
  if (missing.length)
    return { ok: false, reason: `${remote}@${version} does not expose ${missing.join(', ')}, which the shell needs` };
  for (const shared of manifest.shared.filter((entry) => entry.singleton)) {
    const provided = shell.get(shared.name);
    if (!provided) continue;
    if (shared.requiredVersion && !semver.satisfies(provided, shared.requiredVersion)) {
      return {
        ok: false,
        reason: `${remote}@${version} requires ${shared.name} ${shared.requiredVersion}, but the shell provides ${provided}`,
      };
    }
  }
  return { ok: true, artifact };
}
