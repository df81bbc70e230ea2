// The host's half of the health signals (issue 51, docs/decisions/045). While a health check watches a release (a
// canary in flight, a pin made with auto-rollback), every page the host renders with it carries a report token the
// host signs for its release id, which the page's reports must bring; and the host counts those pages and tells
// the API, signed with the same secret: the health check's page loads are pages rendered, not reads of the manifest.
import { PAGE_LOADS_REPORT_INTERVAL_MS } from '@site/shared/contracts';
import type { ReleaseManifest } from '@site/shared/contracts';
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
  /** Pages rendered and not yet told, by environment, then by release id. */
  let counts = new Map<string, Map<string, number>>();
  const add = (environment: string, releaseId: string, pages: number) => {
    const byRelease = counts.get(environment) ?? new Map<string, number>();
    counts.set(environment, byRelease.set(releaseId, (byRelease.get(releaseId) ?? 0) + pages));
  };

  async function send(environment: string, byRelease: Map<string, number>) {
    const loads = [...byRelease].map(([releaseId, pages]) => ({ releaseId, pages }));
    const url = `${apiOrigin}/api/releases/${encodeURIComponent(environment)}/health/page-loads`;
    let status: number;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(signPageLoads(secret, environment, loads, now())),
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
    } else {
      log.warn({ environment, status }, 'page loads refused by the API: is HEALTH_REPORT_SECRET the same on both?');
    }
  }

  let sending: Promise<void> | undefined;
  const flush = (): Promise<void> => {
    if (sending) return sending.then(flush);
    const taken = counts;
    counts = new Map();
    sending = Promise.all([...taken].map(([environment, byRelease]) => send(environment, byRelease))).then(() => {
      sending = undefined;
    });
    return sending;
  };
  const timer = setInterval(() => {
    if (counts.size > 0) void flush();
  }, intervalMs).unref();

  return {
    tokenFor(releases) {
      if (!releases.healthWatched) return {};
      add(releases.environment, releases.releaseId, 1);
      const scope = { environment: releases.environment, releaseId: releases.releaseId };
      return { healthReportToken: signHealthReportToken(secret, scope, now()) };
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
