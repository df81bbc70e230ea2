// The pages' Core Web Vitals beacon (issue 50, docs/decisions/046): anybody can post to it, so it is read as hostile.
// A beacon is a small JSON text of a fixed shape; its route must be one of the route table's templates and its
// release one this host served, or they are counted as `other`; a value out of range refuses the whole beacon; each
// client address may send sixty a minute, the rest dropped. What is kept is a histogram observation per metric, nothing else.
import { LRUCache } from 'lru-cache';
import type { FastifyInstance } from 'fastify';
import { pageRoutes, remoteNames } from '@site/shared/contracts';
import type { RemoteName } from '@site/shared/contracts';
import {
  VITALS_BEACONS_PER_MINUTE,
  VITALS_BEACON_MAX_BYTES,
  VITALS_BEACON_PATH,
  VITALS_MAX_VALUES,
  VITALS_METRIC_NAMES,
} from '@site/shared/real-user-metrics';
import type { VitalsBeacon, VitalsMetricName } from '@site/shared/real-user-metrics';
import { Counter, Histogram, OTHER_LABEL } from '@site/shared/server/metrics';
import type { Registry } from '@site/shared/server/metrics';

/** Ours: how many client addresses the rate limit remembers at once (the least recently seen are forgotten). */
const RATE_LIMITED_CLIENTS = 10_000;
/** Ours: how many release ids a host keeps as labels: the pins', a canary's, and a few before them. */
export const RELEASE_LABELS_KEPT = 8;
const RELEASE_ID = /^r-[0-9a-f]{16}$/;

const knownTemplates = new Set(pageRoutes.map((route) => route.path));
/** The remote that owns each route template's page. */
const ownerOfTemplate = new Map(
  pageRoutes.flatMap((route) =>
    (remoteNames as readonly string[]).includes(route.owner) ? [[route.path, route.owner as RemoteName] as const] : [],
  ),
);
/** A report token's shape (health-report-token.ts checks the rest): no longer than this. */
const TOKEN_MAX_LENGTH = 200;

/** Why a beacon was refused, as a label. */
type Refusal = 'shape' | 'rate';

/** The release ids this host rendered pages with lately: the only ones a beacon may name as a label. */
export function createServedReleases(kept = RELEASE_LABELS_KEPT) {
  const served = new LRUCache<string, true>({ max: kept });
  return {
    served: (releaseId: string) => void served.set(releaseId, true),
    label: (releaseId: string) => (RELEASE_ID.test(releaseId) && served.has(releaseId) ? releaseId : OTHER_LABEL),
  };
}

export type ServedReleases = ReturnType<typeof createServedReleases>;

/** The beacon read strictly: exactly its keys, each metric at most once, every value a number in its range. */
export function parseVitalsBeacon(text: unknown): VitalsBeacon | undefined {
  if (typeof text !== 'string' || text.length > VITALS_BEACON_MAX_BYTES) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const { route, release, metrics, token, ...extra } = body as Record<string, unknown>;
  if (Object.keys(extra).length > 0 || typeof route !== 'string' || typeof release !== 'string') return undefined;
  if (route.length > 200 || release.length > 64) return undefined;
  if (token !== undefined && (typeof token !== 'string' || token.length > TOKEN_MAX_LENGTH)) return undefined;
  if (!Array.isArray(metrics) || metrics.length === 0 || metrics.length > VITALS_METRIC_NAMES.length) return undefined;
  const seen = new Set<string>();
  const parsed: VitalsBeacon['metrics'] = [];
  for (const metric of metrics as unknown[]) {
    if (!metric || typeof metric !== 'object') return undefined;
    const { name, value, ...more } = metric as Record<string, unknown>;
    if (Object.keys(more).length > 0) return undefined;
    if (typeof name !== 'string' || !(VITALS_METRIC_NAMES as readonly string[]).includes(name) || seen.has(name)) {
      return undefined;
    }
    const metricName = name as VitalsMetricName;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > VITALS_MAX_VALUES[metricName]) {
      return undefined;
    }
    seen.add(name);
    parsed.push({ name: metricName, value });
  }
  return { route, release, metrics: parsed, ...(token === undefined ? {} : { token }) };
}

/** Ours: each metric's buckets (seconds, CLS unitless), around Google's good and poor thresholds. */
const BUCKETS: Record<VitalsMetricName, number[]> = {
  LCP: [0.5, 1, 1.5, 2, 2.5, 3, 4, 6, 10],
  INP: [0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 1],
  CLS: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
  TTFB: [0.1, 0.2, 0.4, 0.8, 1.2, 1.8, 3],
};

/** The histograms' names: seconds for the times, CLS as it is. */
const METRIC_NAMES: Record<VitalsMetricName, string> = {
  LCP: 'rum_lcp_seconds',
  INP: 'rum_inp_seconds',
  CLS: 'rum_cls',
  TTFB: 'rum_ttfb_seconds',
};

/** A beacon's LCP with its page's report token, for the health check of a watched release (page-health.ts). */
export type LcpOfWatchedPage = (sample: {
  releaseId: string;
  remote: RemoteName;
  token: string;
  lcpMs: number;
}) => void;

export async function registerVitalsBeacon(
  host: FastifyInstance,
  {
    registry,
    releases,
    countLcp,
    now = Date.now,
  }: { registry: Registry; releases: ServedReleases; countLcp?: LcpOfWatchedPage; now?: () => number },
) {
  const registers = [registry];
  const histograms = Object.fromEntries(
    VITALS_METRIC_NAMES.map((name) => [
      name,
      new Histogram({
        name: METRIC_NAMES[name],
        help: `Real visitors' ${name} (web-vitals), by route template and release id.`,
        labelNames: ['route', 'release'],
        buckets: BUCKETS[name],
        registers,
      }),
    ]),
  ) as Record<VitalsMetricName, Histogram<'route' | 'release'>>;
  const accepted = new Counter({ name: 'rum_beacons_total', help: 'Vitals beacons counted.', registers });
  const refused = new Counter({
    name: 'rum_beacons_refused_total',
    help: 'Vitals beacons refused, by why: their shape, or the rate limit.',
    labelNames: ['reason'],
    registers,
  });
  const recent = new LRUCache<string, { count: number; since: number }>({ max: RATE_LIMITED_CLIENTS });
  const allow = (client: string) => {
    const at = now();
    const seen = recent.get(client);
    if (!seen || at - seen.since >= 60_000) {
      recent.set(client, { count: 1, since: at });
      return true;
    }
    seen.count += 1;
    return seen.count <= VITALS_BEACONS_PER_MINUTE;
  };
  const refuse = (reason: Refusal) => refused.inc({ reason });

  await host.register(async (scope) => {
    // sendBeacon's text: read as a string, whatever type it claims, up to the limit.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: VITALS_BEACON_MAX_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(VITALS_BEACON_PATH, { bodyLimit: VITALS_BEACON_MAX_BYTES }, async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      // Past the limit, dropped uncounted, and answered as any other: the page has nothing to do about it.
      if (!allow(request.ip)) {
        refuse('rate');
        return reply.code(204).send();
      }
      const beacon = parseVitalsBeacon(request.body);
      if (!beacon) {
        refuse('shape');
        return reply.code(400).send();
      }
      const labels = {
        route: knownTemplates.has(beacon.route) ? beacon.route : OTHER_LABEL,
        release: releases.label(beacon.release),
      };
      for (const { name, value } of beacon.metrics) {
        histograms[name].observe(labels, name === 'CLS' ? value : value / 1000);
      }
      // A page of a watched release: its LCP counts in that release's health check, once per report token.
      const lcp = beacon.metrics.find((metric) => metric.name === 'LCP');
      const remote = ownerOfTemplate.get(beacon.route);
      if (countLcp && beacon.token && lcp && remote) {
        countLcp({ releaseId: beacon.release, remote, token: beacon.token, lcpMs: lcp.value });
      }
      accepted.inc();
      return reply.code(204).send();
    });
  });
}
