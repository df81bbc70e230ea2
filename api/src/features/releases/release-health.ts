import { createHash } from 'node:crypto';
import { HEALTH_WINDOW_LOADS } from '@site/shared/contracts';
import type { ReleaseManifest, RemoteName, VersionHealth } from '@site/shared/contracts';

/**
 * A release id: names a set of versions (each remote's version and entry hash), so the same set always has the
 * same id, and a page, its scripts and its health reports name one set (docs/decisions/021).
 */
export function releaseIdOf(remotes: ReleaseManifest['remotes']): string {
  const text = [...remotes]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((remote) => `${remote.name}@${remote.version}#${remote.integrity ?? ''}#${remote.serverIntegrity ?? ''}`)
    .join('\n');
  return `r-${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;
}

interface VersionWindow {
  /** The sequence numbers of the last page loads, oldest first, at most `windowLoads`. */
  loads: number[];
  /** The sequence numbers of error reports still inside the window. */
  errors: number[];
}

/**
 * Page loads and error reports per remote version, over the last `windowLoads` page loads of each. A page load
 * is counted when the live manifest is served for it (the host reads it for every page it renders); an error
 * when the page reports one. In this process's memory: a restart starts the figures again (issue 22 moves
 * them to Redis with the rest of the shared state).
 */
export function createReleaseHealth(windowLoads = HEALTH_WINDOW_LOADS) {
  const windows = new Map<string, VersionWindow>();
  let sequence = 0;
  const keyOf = (environment: string, remote: RemoteName, version: string) => `${environment} ${remote} ${version}`;
  const windowOf = (key: string) => {
    let window = windows.get(key);
    if (!window) {
      window = { loads: [], errors: [] };
      windows.set(key, window);
    }
    return window;
  };
  const prune = (window: VersionWindow) => {
    while (window.loads.length > windowLoads) window.loads.shift();
    const first = window.loads[0] ?? Infinity;
    while ((window.errors[0] ?? Infinity) < first) window.errors.shift();
  };

  return {
    /** One page load served with these versions. */
    recordLoad(environment: string, remotes: readonly { name: RemoteName; version: string }[]) {
      sequence += 1;
      for (const remote of remotes) {
        const window = windowOf(keyOf(environment, remote.name, remote.version));
        window.loads.push(sequence);
        prune(window);
      }
    },

    /** One page load of this version reported an error (the page reports each remote once). */
    recordError(environment: string, remote: RemoteName, version: string) {
      sequence += 1;
      const window = windowOf(keyOf(environment, remote, version));
      window.errors.push(sequence);
      prune(window);
    },

    health(environment: string, remote: RemoteName, version: string): VersionHealth {
      const window = windows.get(keyOf(environment, remote, version));
      const loads = window?.loads.length ?? 0;
      const errors = Math.min(window?.errors.length ?? 0, loads);
      return { loads, errors, errorRate: loads === 0 ? 0 : errors / loads };
    },

    /** Starts a version's figures again: after it was rolled back or aborted, its old errors no longer count. */
    forget(environment: string, remote: RemoteName, version: string) {
      windows.delete(keyOf(environment, remote, version));
    },
  };
}

export type ReleaseHealth = ReturnType<typeof createReleaseHealth>;

/** Whether a version's figures call for an automatic abort or rollback. */
export function unhealthy(health: VersionHealth, rules: { maxErrorRate: number; minLoads: number }): boolean {
  return health.loads >= rules.minLoads && health.errorRate > rules.maxErrorRate;
}

/** The history's reason for an automatic change: the figures that caused it. */
export function autoReason(
  remote: RemoteName,
  version: string,
  health: VersionHealth,
  rules: { maxErrorRate: number; minLoads: number },
): string {
  return (
    `error rate ${health.errorRate.toFixed(3)} (${health.errors} of ${health.loads} page loads) of ${remote}@${version} ` +
    `passed ${rules.maxErrorRate} (at least ${rules.minLoads} loads)`
  );
}
