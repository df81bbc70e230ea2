// The host's half of the health signals (issue 51, docs/decisions/045). While a health check watches a release (a
// canary in flight, a pin made with auto-rollback), every page the host renders with it carries a report token the
// host signs for its release id, which the page's reports must bring; and the host counts those pages and tells
// the API, signed with the same secret: the health check's page loads are pages rendered, not reads of the manifest.
import { LRUCache } from 'lru-cache';
import { HEALTH_REPORT_TOKEN_TTL_MS, PAGE_LOADS_REPORT_INTERVAL_MS } from '@site/shared/contracts';
import type { ReleaseManifest, RemoteName } from '@site/shared/contracts';
import { REAL_USER_LCP_BUDGET_MS } from '@site/shared/real-user-metrics';
import { checkHealthReportToken, signHealthReportToken, signPageLoads } from '@site/shared/server/health-report-token';

/** Ours: how long one count may take to reach the API before it is tried again with the next. */
export const PAGE_LOADS_SEND_TIMEOUT_MS = 2_000;
/** Ours: how many report tokens whose LCP was counted the host remembers (each until it expires). */
export const COUNTED_VITALS_TOKENS_KEPT = 100_000;

/** A real visitor's LCP on a page of a watched release, with the page's report token (issue 50). */
export interface WatchedLcp {
  environment: string;
  releaseId: string;
  /** The remote whose page it was: the route's owner. */
  remote: RemoteName;
  token: string;
  lcpMs: number;
}

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
  /**
   * A real visitor's LCP, counted once per report token against `remote`'s version in that release, and as slow when
   * it passed REAL_USER_LCP_BUDGET_MS; told to the API with the next count. False (nothing counted) for a token this
   * host's secret did not sign for that environment and release, an expired one, or one already counted.
   */
  recordLcp(sample: WatchedLcp): boolean;
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
  /** Real visitors' LCPs counted, and those over the budget, by environment, then `<release id> <remote>`. */
  let lcpPages = new Map<string, Map<string, number>>();
  let slowPages = new Map<string, Map<string, number>>();
  const countedTokens = new LRUCache<string, true>({
    max: COUNTED_VITALS_TOKENS_KEPT,
    ttl: HEALTH_REPORT_TOKEN_TTL_MS,
    ttlResolution: 0,
    perf: { now },
  });
  const addTo = (table: Map<string, Map<string, number>>, environment: string, key: string, pages: number) => {
    const byKey = table.get(environment) ?? new Map<string, number>();
    table.set(environment, byKey.set(key, (byKey.get(key) ?? 0) + pages));
  };
  const add = (environment: string, releaseId: string, pages: number) => addTo(counts, environment, releaseId, pages);

  const splitKey = (key: string) => {
    const [releaseId = '', remote = ''] = key.split(' ');
    return { releaseId, remote: remote as RemoteName };
  };

  async function send(
    environment: string,
    byRelease: Map<string, number>,
    failed: Map<string, number>,
    lcps: Map<string, number>,
    slow: Map<string, number>,
  ) {
    const loads = [...byRelease].map(([releaseId, pages]) => ({ releaseId, pages }));
    const failures = [...failed].map(([key, pages]) => ({ ...splitKey(key), pages }));
    const vitals = [...lcps].map(([key, pages]) => ({ ...splitKey(key), pages, slow: slow.get(key) ?? 0 }));
    const url = `${apiOrigin}/api/releases/${encodeURIComponent(environment)}/health/page-loads`;
    let status: number;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(signPageLoads(secret, environment, loads, now(), failures, vitals)),
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
      for (const { releaseId, remote, pages, slow: over } of vitals) {
        addTo(lcpPages, environment, `${releaseId} ${remote}`, pages);
        addTo(slowPages, environment, `${releaseId} ${remote}`, over);
      }
    } else {
      log.warn({ environment, status }, 'page loads refused by the API: is HEALTH_REPORT_SECRET the same on both?');
    }
  }

  let sending: Promise<void> | undefined;
  const flush = (): Promise<void> => {
    if (sending) return sending.then(flush);
    const tables = [counts, failureCounts, lcpPages, slowPages] as const;
    counts = new Map();
    failureCounts = new Map();
    lcpPages = new Map();
    slowPages = new Map();
    const environments = new Set(tables.flatMap((table) => [...table.keys()]));
    const of = (table: Map<string, Map<string, number>>, environment: string) => table.get(environment) ?? new Map();
    sending = Promise.all(
      [...environments].map((environment) =>
        send(
          environment,
          of(tables[0], environment),
          of(tables[1], environment),
          of(tables[2], environment),
          of(tables[3], environment),
        ),
      ),
    ).then(() => {
      sending = undefined;
    });
    return sending;
  };
  const timer = setInterval(() => {
    if (counts.size > 0 || failureCounts.size > 0 || lcpPages.size > 0) void flush();
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
    recordLcp({ environment, releaseId, remote, token, lcpMs }) {
      const check = checkHealthReportToken(token, secret, { environment, releaseId }, now());
      if (!check.ok || countedTokens.has(check.id)) return false;
      countedTokens.set(check.id, true, { ttl: Math.max(1, check.expiresAt - now()) });
      const key = `${releaseId} ${remote}`;
      addTo(lcpPages, environment, key, 1);
      if (lcpMs > REAL_USER_LCP_BUDGET_MS) addTo(slowPages, environment, key, 1);
      return true;
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
