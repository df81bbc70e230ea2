import { createHash } from 'node:crypto';
import { REMOTE_ENTRY_FILE, remoteNames } from '@site/shared/contracts';
import { HOST_BUILD } from './release-registry.ts';
import type { EnvironmentStatus, HistoryEntry, RemoteName, RemoteServing, VersionHealth } from '@site/shared/contracts';

/** Ours: how long `status` waits for a remote host to show its current build. */
export const HOST_BUILD_READ_TIMEOUT_MS = 1_500;

interface HostBuild {
  version: string | null;
  integrity: string | null;
  reachable: boolean;
}

/** A remote host's current build: its version (from its manifest) and its entry's integrity, as served now. */
export async function readHostBuild(origin: string, fetchImpl: typeof fetch = fetch): Promise<HostBuild> {
  try {
    const signal = AbortSignal.timeout(HOST_BUILD_READ_TIMEOUT_MS);
    const [manifest, entry] = await Promise.all([
      fetchImpl(`${origin}/mf-manifest.json`, { signal }),
      fetchImpl(`${origin}/${REMOTE_ENTRY_FILE}`, { signal }),
    ]);
    if (!manifest.ok || !entry.ok) return { version: null, integrity: null, reachable: false };
    const { metaData } = (await manifest.json()) as { metaData?: { buildInfo?: { buildVersion?: string } } };
    const bytes = Buffer.from(await entry.arrayBuffer());
    return {
      version: metaData?.buildInfo?.buildVersion ?? null,
      integrity: `sha384-${createHash('sha384').update(bytes).digest('base64')}`,
      reachable: true,
    };
  } catch {
    return { version: null, integrity: null, reachable: false };
  }
}

const NO_FIGURES: VersionHealth = { loads: 0, errors: 0, errorRate: 0 };

/**
 * What each of the four remotes serves in an environment: its pin, or its
 * host's current build with that build's own version and entry hash, with
 * when, by whom and why it became live; its error rate, and the canary in
 * flight for it with the canary's.
 */
export async function remotesServing(
  status: EnvironmentStatus,
  history: readonly HistoryEntry[],
  origins: Readonly<Record<RemoteName, string>>,
  {
    health = () => NO_FIGURES,
    fetchImpl = fetch,
  }: { health?: (remote: RemoteName, version: string) => VersionHealth; fetchImpl?: typeof fetch } = {},
): Promise<RemoteServing[]> {
  return Promise.all(
    remoteNames.map(async (remote): Promise<RemoteServing> => {
      const pin = status.pins.find((candidate) => candidate.remote === remote);
      const inCanary = status.canary?.remotes.find((candidate) => candidate.remote === remote);
      const canary =
        status.canary && inCanary
          ? { version: inCanary.version, percent: status.canary.percent, health: health(remote, inCanary.version) }
          : null;
      if (pin) {
        return {
          health: health(remote, pin.version),
          canary,
          remote,
          source: 'pin',
          version: pin.version,
          integrity: pin.integrity,
          since: pin.pinnedAt,
          by: pin.pinnedBy,
          reason: pin.reason,
        };
      }
      // History is newest first: the change that made the host build live again, if any.
      const last = history.find((entry) => entry.remote === remote);
      const build = await readHostBuild(origins[remote], fetchImpl);
      return {
        health: health(remote, HOST_BUILD),
        canary,
        remote,
        source: 'host',
        version: build.version,
        integrity: build.integrity,
        since: last?.at ?? null,
        by: last?.actor ?? null,
        reason: last?.reason ?? null,
        reachable: build.reachable,
      };
    }),
  );
}
