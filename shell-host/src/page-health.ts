// The host's half of the health signals (issue 51, docs/decisions/045). While a health check watches a release (a
// canary in flight, a pin made with auto-rollback), every page the host renders with it carries a report token the
// host signs for its release id, which the page's reports must bring; and the host counts those pages and tells
// the API, signed with the same secret: the health check's page loads are pages rendered, not reads of the manifest.
import { PAGE_LOADS_REPORT_INTERVAL_MS } from '@site/shared/contracts';
import type { ReleaseManifest, RemoteName } from '@site/shared/contracts';
import { signHealthReportToken, signPageLoads } from '@site/shared/server/health-report-token';

/** Ours: how long one count may take to reach the API before it is tried again with the next. */
export const PAGE_LOADS_SEND_TIMEOUT_MS = 2_000;

export interface PageHealthOptions {
  /** Where the counts go: the API's public address (its health beacon). */
  apiOrigin: string;
  /** HEALTH_REPORT_SECRET, shared with the API. */
  secret: string;
  log: { warn(detail: object, message: string): void };
  intervalMs?: number;
  now?: () => number;
}

export interface PageHealth {
  /**
   * What a page rendered with `releases` adds to its site config: its report token, counted as one page load of
   * that release. Nothing when no health check watches the release (such a page may be shared, and its reports
   * would move nothing).
   */
  tokenFor(releases: ReleaseManifest): { healthReportToken?: string };
  /**
   * A page or action of `releases` that failed on the host, counted against `remote`'s version (issue 50): told to
   * the API with the next count. Nothing when no health check watches the release.
   */
  recordFailure(releases: ReleaseManifest, remote: RemoteName): void;
  /** Sends the counts kept so far, now. */
  flush(): Promise<void>;
  /** Stops counting, and sends what is left. */
  stop(): Promise<void>;
}

export function createPageHealth({
  apiOrigin,
  secret,
  log,
  intervalMs = PAGE_LOADS_REPORT_INTERVAL_MS,
  now = Date.now,
}: PageHealthOptions): PageHealth {
  /**
   * Pages rendered and not yet told, by environment, then by release id; and failures, by environment, then by
   * release id and remote (`<release id> <remote>`).
   */
  let counts = new Map<string, Map<string, number>>();
  let failureCounts = new Map<string, Map<string, number>>();
  const addTo = (table: Map<string, Map<string, number>>, environment: string, key: string, pages: number) => {
    const byKey = table.get(environment) ?? new Map<string, number>();
    table.set(environment, byKey.set(key, (byKey.get(key) ?? 0) + pages));
  };
  const add = (environment: string, releaseId: string, pages: number) => addTo(counts, environment, releaseId, pages);

  async function send(environment: string, byRelease: Map<string, number>, failed: Map<string, number>) {
    const loads = [...byRelease].map(([releaseId, pages]) => ({ releaseId, pages }));
    const failures = [...failed].map(([key, pages]) => {
      const [releaseId = '', remote = ''] = key.split(' ');
      return { releaseId, remote: remote as RemoteName, pages };
    });
    const url = `${apiOrigin}/api/releases/${encodeURIComponent(environment)}/health/page-loads`;
    let status: number;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(signPageLoads(secret, environment, loads, now(), failures)),
        signal: AbortSignal.timeout(PAGE_LOADS_SEND_TIMEOUT_MS),
      });
      status = response.status;
      await response.body?.cancel();
    } catch {
      status = 0;
    }
    if (status === 202) return;
    // The API away or busy: the pages are told with the next count. A refusal (another secret, say) is not.
    if (status === 0 || status === 429 || status >= 500) {
      for (const { releaseId, pages } of loads) add(environment, releaseId, pages);
      for (const { releaseId, remote, pages } of failures)
        addTo(failureCounts, environment, `${releaseId} ${remote}`, pages);
    } else {
      log.warn({ environment, status }, 'page loads refused by the API: is HEALTH_REPORT_SECRET the same on both?');
    }
  }

  let sending: Promise<void> | undefined;
  const flush = (): Promise<void> => {
    if (sending) return sending.then(flush);
    const taken = counts;
    const takenFailures = failureCounts;
    counts = new Map();
    failureCounts = new Map();
    const environments = new Set([...taken.keys(), ...takenFailures.keys()]);
    sending = Promise.all(
      [...environments].map((environment) =>
        send(environment, taken.get(environment) ?? new Map(), takenFailures.get(environment) ?? new Map()),
      ),
    ).then(() => {
      sending = undefined;
    });
    return sending;
  };
  const timer = setInterval(() => {
    if (counts.size > 0 || failureCounts.size > 0) void flush();
  }, intervalMs).unref();

  return {
    tokenFor(releases) {
      if (!releases.healthWatched) return {};
      add(releases.environment, releases.releaseId, 1);
      const scope = { environment: releases.environment, releaseId: releases.releaseId };
      return { healthReportToken: signHealthReportToken(secret, scope, now()) };
    },
    recordFailure(releases, remote) {
      if (releases.healthWatched) addTo(failureCounts, releases.environment, `${releases.releaseId} ${remote}`, 1);
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
