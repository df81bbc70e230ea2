// The vitals beacon as an outsider sees it (issue 50): a real page's beacon is counted under its route template and
// release; anything else is refused or counted as `other`, and no request, however made, adds a label value.
import { beforeEach, describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { pageRoutes } from '@site/shared/contracts';
import {
  VITALS_BEACONS_PER_MINUTE,
  VITALS_BEACON_MAX_BYTES,
  VITALS_BEACON_PATH,
  VITALS_MAX_VALUES,
} from '@site/shared/real-user-metrics';
import { createMetricsRegistry } from '@site/shared/server/metrics';
import type { Registry } from '@site/shared/server/metrics';
import { createServedReleases, registerVitalsBeacon } from './vitals-beacon.ts';

const RELEASE = 'r-0123456789abcdef';
const ROUTE = pageRoutes.find((route) => route.path.includes(':'))?.path ?? '/';

let host: FastifyInstance;
let registry: Registry;
let clients = 0;

beforeEach(async () => {
  host = Fastify({ logger: false });
  registry = createMetricsRegistry();
  const releases = createServedReleases();
  releases.served(RELEASE);
  await registerVitalsBeacon(host, { registry, releases });
});

const post = (payload: string, remoteAddress = `10.1.0.${++clients}`) =>
  host.inject({
    method: 'POST',
    url: VITALS_BEACON_PATH,
    payload,
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    remoteAddress,
  });
const beacon = (body: Record<string, unknown>) =>
  JSON.stringify({ route: ROUTE, release: RELEASE, metrics: [{ name: 'LCP', value: 1800 }], ...body });

/** Every label set the vitals histograms hold now. */
async function labelSets(): Promise<string[]> {
  const text = await registry.metrics();
  return [
    ...new Set(
      text
        .split('\n')
        .filter((line) => line.startsWith('rum_') && line.includes('_count{'))
        .map((line) => line.slice(line.indexOf('{'), line.indexOf('}') + 1)),
    ),
  ].sort();
}

describe('the vitals beacon (issue 50)', () => {
  it("counts a page's beacon under its route template and release, in seconds", async () => {
    const answer = await post(
      beacon({
        metrics: [
          { name: 'LCP', value: 1800 },
          { name: 'INP', value: 120 },
          { name: 'CLS', value: 0.02 },
          { name: 'TTFB', value: 300 },
        ],
      }),
    );
    expect(answer.statusCode).toBe(204);
    const text = await registry.metrics();
    expect(text).toContain(`rum_lcp_seconds_bucket{le="2",route="${ROUTE}",release="${RELEASE}"} 1`);
    expect(text).toContain(`rum_cls_sum{route="${ROUTE}",release="${RELEASE}"} 0.02`);
    expect(text).toContain('rum_beacons_total 1');
  });

  it('refuses hostile beacons, and adds no label value for any of them', async () => {
    expect((await post(beacon({}))).statusCode).toBe(204);
    const before = await labelSets();
    const hostile = [
      'not json',
      '[]',
      beacon({ metrics: [] }),
      beacon({ metrics: [{ name: 'FID', value: 10 }] }),
      beacon({ metrics: [{ name: 'LCP', value: -1 }] }),
      beacon({ metrics: [{ name: 'LCP', value: VITALS_MAX_VALUES.LCP + 1 }] }),
      beacon({ metrics: [{ name: 'CLS', value: '0.1' }] }),
      beacon({
        metrics: [
          { name: 'LCP', value: 1 },
          { name: 'LCP', value: 2 },
        ],
      }),
      beacon({ metrics: [{ name: 'LCP', value: 1, route: '/other' }] }),
      beacon({ visitor: 'someone@example.com' }),
      beacon({ route: 42 }),
      beacon({ route: '/x'.repeat(200) }),
      beacon({ token: 42 }),
      beacon({ token: 't'.repeat(201) }),
    ];
    for (const payload of hostile)
      expect({ payload, status: (await post(payload)).statusCode }).toEqual({ payload, status: 400 });
    expect((await post(beacon({ route: 'x'.repeat(VITALS_BEACON_MAX_BYTES) }))).statusCode).toBe(413);
    expect(await labelSets()).toEqual(before);
    // A route or release the site never served is counted, as `other`: one label value, however many are sent.
    for (const [route, release] of [
      ['/guides/a-real-looking-slug', RELEASE],
      ['/made/up/path', 'r-ffffffffffffffff'],
      [ROUTE, 'r-fedcba9876543210'],
      ['<script>', 'anything at all'],
    ]) {
      expect((await post(beacon({ route, release }))).statusCode).toBe(204);
    }
    expect((await labelSets()).filter((labels) => !before.includes(labels))).toEqual(
      [
        `{route="${ROUTE}",release="other"}`,
        `{route="other",release="${RELEASE}"}`,
        '{route="other",release="other"}',
      ].sort(),
    );
    expect(await registry.metrics()).toContain('rum_beacons_refused_total{reason="shape"} 14');
  });

  it('drops, uncounted, what a client sends past its limit, with no error for the page to log', async () => {
    const statuses = new Set<number>();
    for (let sent = 0; sent <= VITALS_BEACONS_PER_MINUTE; sent += 1) {
      statuses.add((await post(beacon({}), '10.9.9.9')).statusCode);
    }
    expect([...statuses]).toEqual([204]);
    const text = await registry.metrics();
    expect(text).toContain(`rum_beacons_total ${VITALS_BEACONS_PER_MINUTE}`);
    expect(text).toContain(`rum_lcp_seconds_count{route="${ROUTE}",release="${RELEASE}"} ${VITALS_BEACONS_PER_MINUTE}`);
    expect(text).toContain('rum_beacons_refused_total{reason="rate"} 1');
  });
});
