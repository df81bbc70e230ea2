import { createHash } from 'node:crypto';
import { HEALTH_WINDOW_LOADS, MIN_REPORTING_PAGES } from '@site/shared/contracts';
import type { ReleaseManifest, RemoteName, VersionHealth } from '@site/shared/contracts';
import {
  REAL_USER_LCP_BUDGET_MS,
  REAL_USER_LCP_PERCENTILE,
  REAL_USER_MIN_PAGES,
  REAL_USER_WINDOW_PAGES,
} from '@site/shared/real-user-metrics';

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
  /** The sequence numbers of the hosts' own failures (issue 50) still inside the window. */
  serverErrors: number[];
  /** Real visitors' pages whose LCP the hosts counted, the latest REAL_USER_WINDOW_PAGES: true for one over budget. */
  lcps: boolean[];
}

/**
 * Page loads and error reports per remote version, over the last `windowLoads` page loads of each. Page loads are
 * the pages the shell's hosts say they rendered with a release (their signed counts, docs/decisions/045), never
 * reads of the manifest; an error is a page's report with its own report token, each token counted once per
 * remote, so every error in a version's window is a distinct page. In this process's memory: a restart starts the
 * figures again, and several API instances each see part of them (docs/decisions/021).
 */
export function createReleaseHealth(windowLoads = HEALTH_WINDOW_LOADS) {
  const windows = new Map<string, VersionWindow>();
  let sequence = 0;
  const keyOf = (environment: string, remote: RemoteName, version: string) => `${environment} ${remote} ${version}`;
  const windowOf = (key: string) => {
    let window = windows.get(key);
    if (!window) {
      window = { loads: [], errors: [], serverErrors: [], lcps: [] };
      windows.set(key, window);
    }
    return window;
  };
  // Only loads pushed out of the window take older errors with them: a page's report often arrives before the
  // host's count of that page (sent every PAGE_LOADS_REPORT_INTERVAL_MS), and must still count when the count comes.
  const prune = (window: VersionWindow) => {
    let cut = Number.NEGATIVE_INFINITY;
    while (window.loads.length > windowLoads) cut = window.loads.shift() ?? cut;
    while ((window.errors[0] ?? Infinity) <= cut) window.errors.shift();
    while ((window.serverErrors[0] ?? Infinity) <= cut) window.serverErrors.shift();
  };

  return {
    /** `pages` page loads rendered with these versions. */
    recordLoads(environment: string, remotes: readonly { name: RemoteName; version: string }[], pages = 1) {
      sequence += pages;
      // Only the last loads of a large count can stay in a window.
      const kept = Math.min(pages, windowLoads);
      for (const remote of remotes) {
        const window = windowOf(keyOf(environment, remote.name, remote.version));
        for (let load = sequence - kept + 1; load <= sequence; load += 1) window.loads.push(load);
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

    /**
     * `pages` pages or actions of this version failed on a shell host (its renders, its server bundle, its actions'
     * 5xx), as the host's signed count says (issue 50).
     */
    recordServerErrors(environment: string, remote: RemoteName, version: string, pages = 1) {
      const window = windowOf(keyOf(environment, remote, version));
      for (let error = 0; error < Math.min(pages, windowLoads); error += 1) {
        sequence += 1;
        window.serverErrors.push(sequence);
      }
      prune(window);
    },

    /**
     * `pages` real visitors' pages of this version whose LCP a host counted (each with its own report token), `slow`
     * of them over REAL_USER_LCP_BUDGET_MS, as the host's signed count says (issue 50).
     */
    recordLcps(environment: string, remote: RemoteName, version: string, pages: number, slow: number) {
      const { lcps } = windowOf(keyOf(environment, remote, version));
      const counted = Math.min(pages, REAL_USER_WINDOW_PAGES);
      const over = Math.min(slow, counted);
      // Spread through the batch, so that a window cut through it keeps its share.
      for (let page = 0; page < counted; page += 1) {
        lcps.push(Math.floor(((page + 1) * over) / counted) > Math.floor((page * over) / counted));
      }
      lcps.splice(0, Math.max(0, lcps.length - REAL_USER_WINDOW_PAGES));
    },

    /** Real visitors' pages of this version counted in its window, and how many were over the LCP budget. */
    realUsers(environment: string, remote: RemoteName, version: string): RealUserFigures {
      const lcps = windows.get(keyOf(environment, remote, version))?.lcps ?? [];
      return { pages: lcps.length, slow: lcps.filter(Boolean).length };
    },

    /** The hosts' failures of this version within its window: the server's signal the health check counts. */
    serverSignal(environment: string, remote: RemoteName, version: string): ServerSignal {
      return { errors: windows.get(keyOf(environment, remote, version))?.serverErrors.length ?? 0 };
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

/**
 * What the servers themselves saw go wrong with a version, beside what pages report (issue 50): the shell hosts'
 * render failures, its server bundle's errors and its actions' 5xx, per release id and remote, which the hosts tell
 * in their signed counts of page loads. The release routes read them from the health windows unless given another
 * source (`serverSignals`).
 */
export interface ServerSignal {
  /** Page loads of the version that failed on the server, within the version's window of page loads. */
  errors: number;
}
export type ServerSignals = (environment: string, remote: RemoteName, version: string) => ServerSignal;

/**
 * The figures the health check judges a version by: the pages' reports count once at least MIN_REPORTING_PAGES
 * distinct pages sent them (fewer count as none: a handful of pages, real or not, cannot move a release); the
 * servers' own errors always count.
 */
export function judgedHealth(pages: VersionHealth, server: ServerSignal): VersionHealth {
  const reported = pages.errors >= MIN_REPORTING_PAGES ? pages.errors : 0;
  const errors = Math.min(reported + server.errors, pages.loads);
  return { loads: pages.loads, errors, errorRate: pages.loads === 0 ? 0 : errors / pages.loads };
}

/** Real visitors' pages of a version whose LCP was counted, and how many of them were over the budget. */
export interface RealUserFigures {
  pages: number;
  slow: number;
}

/**
 * A real-user regression (issue 50): over at least REAL_USER_MIN_PAGES pages, the version's p75 LCP is past the
 * budget, which is to say more than a quarter of its pages' LCPs are.
 */
export function realUserRegression({ pages, slow }: RealUserFigures): boolean {
  return pages >= REAL_USER_MIN_PAGES && slow / pages > 1 - REAL_USER_LCP_PERCENTILE;
}

/** The history's reason for an automatic change made for a real-user regression. */
export function realUserReason(remote: RemoteName, version: string, { pages, slow }: RealUserFigures): string {
  const budget = `${REAL_USER_LCP_BUDGET_MS / 1000} s`;
  return (
    `p75 LCP of ${remote}@${version} passed ${budget}: ${slow} of ${pages} real visitors' pages took longer ` +
    `(at least ${REAL_USER_MIN_PAGES} pages)`
  );
}

/** Whether a version's judged figures call for an automatic abort or rollback. */
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
