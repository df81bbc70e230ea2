import { afterEach, describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { PageLoadsReport, ReleaseManifest } from '@site/shared/contracts';
import { checkHealthReportToken, checkPageLoads } from '@site/shared/server/health-report-token';
import { createPageHealth } from './page-health.ts';
import type { PageHealth } from './page-health.ts';

const SECRET = 'the-shared-health-secret';

const releases = (releaseId: string, healthWatched: boolean): ReleaseManifest => ({
  environment: 'production',
  allowOverrides: false,
  remotes: [],
  releaseId,
  cohort: 'stable',
  canaryInFlight: false,
  healthWatched,
  contentRevision: 1,
});

/** A stand-in for the API's page-load endpoint: answers `status` and keeps what it was sent. */
async function fakeApi(status: () => number) {
  const received: PageLoadsReport[] = [];
  const app = Fastify({ logger: false });
  app.post<{ Body: PageLoadsReport }>('/api/releases/:environment/health/page-loads', async (request, reply) => {
    received.push(request.body);
    return reply.code(status()).send({ counted: 0 });
  });
  return { app, origin: await app.listen({ host: '127.0.0.1', port: 0 }), received };
}

let api: FastifyInstance | undefined;
let health: PageHealth | undefined;
afterEach(async () => {
  await health?.stop();
  await api?.close();
  api = health = undefined;
});

const noLog = { warn: () => undefined };

describe("the host's report tokens and counts of rendered pages (docs/decisions/045)", () => {
  it('gives a page a token of its own, signed for its release id, only while a health check watches it', async () => {
    health = createPageHealth({ apiOrigin: 'http://127.0.0.1:9', secret: SECRET, log: noLog, intervalMs: 60_000 });
    expect(health.tokenFor(releases('r-a', false))).toEqual({});
    const first = health.tokenFor(releases('r-a', true)).healthReportToken;
    const second = health.tokenFor(releases('r-a', true)).healthReportToken;
    expect(first).not.toBe(second);
    const scope = { environment: 'production', releaseId: 'r-a' };
    expect(checkHealthReportToken(first, SECRET, scope, Date.now())).toMatchObject({ ok: true });
    expect(checkHealthReportToken(first, SECRET, { ...scope, releaseId: 'r-b' }, Date.now())).toEqual({
      ok: false,
      reason: 'other-release',
    });
  });

  it('tells the API how many pages it rendered with each release id, signed, once each', async () => {
    const fake = await fakeApi(() => 202);
    api = fake.app;
    health = createPageHealth({ apiOrigin: fake.origin, secret: SECRET, log: noLog, intervalMs: 60_000 });
    for (let page = 0; page < 3; page += 1) health.tokenFor(releases('r-a', true));
    health.tokenFor(releases('r-b', true));
    health.tokenFor(releases('r-c', false));
    await health.flush();
    expect(fake.received).toHaveLength(1);
    const [sent] = fake.received;
    expect(sent?.loads).toEqual([
      { releaseId: 'r-a', pages: 3 },
      { releaseId: 'r-b', pages: 1 },
    ]);
    expect(sent && checkPageLoads(sent, SECRET, 'production', Date.now())).toEqual({ ok: true });
    await health.flush();
    expect(fake.received).toHaveLength(1);
  });

  it('keeps the count for the next try while the API cannot take it, and drops one it refuses', async () => {
    let status = 503;
    const warnings: object[] = [];
    const fake = await fakeApi(() => status);
    api = fake.app;
    health = createPageHealth({
      apiOrigin: fake.origin,
      secret: SECRET,
      log: { warn: (detail) => void warnings.push(detail) },
      intervalMs: 60_000,
    });
    health.tokenFor(releases('r-a', true));
    await health.flush();
    health.tokenFor(releases('r-a', true));
    status = 403;
    await health.flush();
    expect(fake.received.map((report) => report.loads)).toEqual([
      [{ releaseId: 'r-a', pages: 1 }],
      [{ releaseId: 'r-a', pages: 2 }],
    ]);
    expect(warnings).toEqual([{ environment: 'production', status: 403 }]);
    await health.flush();
    expect(fake.received).toHaveLength(2);
  });
});

describe("the host's failures per release (issue 50)", () => {
  it('tells its failures with the next count, signed, per release id and remote, only while a check watches', async () => {
    const fake = await fakeApi(() => 202);
    api = fake.app;
    health = createPageHealth({ apiOrigin: fake.origin, secret: SECRET, log: noLog, intervalMs: 60_000 });
    health.recordFailure(releases('r-unwatched', false), 'forms');
    health.tokenFor(releases('r-a', true));
    health.recordFailure(releases('r-a', true), 'forms');
    health.recordFailure(releases('r-a', true), 'forms');
    health.recordFailure(releases('r-a', true), 'careers');
    await health.flush();
    expect(fake.received).toHaveLength(1);
    const [sent] = fake.received;
    expect(sent?.loads).toEqual([{ releaseId: 'r-a', pages: 1 }]);
    expect(sent?.failures).toEqual([
      { releaseId: 'r-a', remote: 'forms', pages: 2 },
      { releaseId: 'r-a', remote: 'careers', pages: 1 },
    ]);
    expect(sent && checkPageLoads(sent, SECRET, 'production', Date.now())).toEqual({ ok: true });
    // The failures are part of what is signed: the same count with fewer failures is no count of ours.
    expect(sent && checkPageLoads({ ...sent, failures: [] }, SECRET, 'production', Date.now())).toMatchObject({
      ok: false,
    });
  });
});
