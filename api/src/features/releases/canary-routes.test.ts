import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import {
  AUTO_ACTOR,
  COHORT_COOKIE,
  DEFAULT_CANARY_MIN_LOADS,
  HEALTH_REPORTS_PER_MINUTE,
  MIN_REPORTING_PAGES,
} from '@site/shared/contracts';
import type {
  HealthReportKind,
  EnvironmentServingStatus,
  EnvironmentStatus,
  HealthReport,
  HistoryEntry,
  ReleaseManifest,
  ReleaseRefusal,
} from '@site/shared/contracts';
import { createTestApp } from '../../test/test-app.ts';
import type { ArtifactStore } from '@site/shared/server/artifact-store';
import {
  artifactStoreIn,
  fakeRemoteBuild,
  fakeShellManifest,
  routesOnly,
} from '@site/shared/server/testing/release-fixtures';
import { releaseRefusals } from './release-routes.ts';
import { temporaryFolder } from '@site/shared/server/testing/temporary-folder';

let TOKEN: string;
let testApp: Awaited<ReturnType<typeof createTestApp>>;
let store: ArtifactStore;

beforeEach(async () => {
  const storeDir = temporaryFolder('artifacts-');
  store = artifactStoreIn(storeDir);
  testApp = await createTestApp({
    ARTIFACT_STORE_DIR: storeDir,
    SHELL_MANIFEST: fakeShellManifest({ react: '19.3.1', 'react-dom': '19.3.1' }),
  });
  TOKEN = await testApp.releaseToken('rm');
  for (const version of ['1.0.0', '1.1.0']) {
    for (const remote of ['insights', 'forms'] as const) {
      await store.publish(remote, version, fakeRemoteBuild({ exposes: routesOnly(remote) }), 'tester');
    }
  }
});
afterEach(async () => {
  await testApp.close();
});

async function post<T>(url: string, payload: object) {
  const response = await testApp.admin.inject({
    method: 'POST',
    url,
    payload,
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  return { statusCode: response.statusCode, body: response.json<T & ReleaseRefusal>() };
}

const write = { reason: 'try the new filters' };
const startCanary = (extra: object = {}) =>
  post<EnvironmentStatus>('/api/releases/production/canary', {
    ...write,
    remotes: [
      { remote: 'insights', version: '1.1.0' },
      { remote: 'forms', version: '1.1.0' },
    ],
    percent: 10,
    ...extra,
  });

/** The manifest a visitor in `bucket` is served: by the host's query for a first visit, or by the cookie. */
async function manifestFor(bucket: number, by: 'query' | 'cookie' = 'cookie') {
  const response = await testApp.app.inject({
    url: by === 'query' ? `/api/releases/production?bucket=${bucket}` : '/api/releases/production',
    headers: by === 'cookie' ? { cookie: `${COHORT_COOKIE}=${bucket}` } : {},
  });
  return response.json<ReleaseManifest>();
}

const versionsOf = (manifest: ReleaseManifest) =>
  Object.fromEntries(manifest.remotes.map((remote) => [remote.name, remote.version]));

const adminGet = (url: string) => testApp.admin.inject({ url, headers: { authorization: `Bearer ${TOKEN}` } });

async function history(): Promise<HistoryEntry[]> {
  return (await adminGet('/api/releases/production/history')).json<HistoryEntry[]>();
}

async function servingStatus(): Promise<EnvironmentServingStatus> {
  return (await adminGet('/api/releases/production/status')).json<EnvironmentServingStatus>();
}

function report(body: HealthReport) {
  return testApp.app.inject({ method: 'POST', url: '/api/releases/production/health', payload: body });
}

/** A page rendered with `releaseId` reports a failure of `remote`, with the report token its host signed into it. */
const reportFromPage = (
  releaseId: string,
  remote: 'forms' | 'insights',
  version: string,
  kind: HealthReportKind = 'uncaught',
) => report({ releaseId, token: testApp.reportToken(releaseId), reports: [{ remote, version, kind }] });

/** The shell's hosts rendered `pages` pages with `releaseId` (their signed count, docs/decisions/045). */
async function pagesRendered(releaseId: string, pages: number) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/releases/production/health/page-loads',
    payload: testApp.pageLoads([{ releaseId, pages }]),
  });
  expect(response.statusCode).toBe(202);
  return response.json<{ counted: number }>().counted;
}

describe('a canary', () => {
  beforeEach(async () => {
    expect(
      (await post('/api/releases/production/pins', { ...write, pins: [{ remote: 'insights', version: '1.0.0' }] }))
        .statusCode,
    ).toBe(200);
  });

  it('serves its versions to its share of visitors only, sticky by bucket, without changing what is live', async () => {
    const started = await startCanary();
    expect(started.statusCode).toBe(200);
    expect(started.body.pins.map((pin) => [pin.remote, pin.version])).toEqual([['insights', '1.0.0']]);
    expect(started.body.canary).toMatchObject({ percent: 10, startedBy: 'rm', reason: write.reason });

    const inCanary = await manifestFor(9);
    const stable = await manifestFor(10);
    expect(inCanary).toMatchObject({ cohort: 'canary', canaryInFlight: true });
    expect(versionsOf(inCanary)).toMatchObject({ insights: '1.1.0', forms: '1.1.0', content: 'current' });
    expect(stable).toMatchObject({ cohort: 'stable', canaryInFlight: true });
    expect(versionsOf(stable)).toMatchObject({ insights: '1.0.0', forms: 'current' });
    // One release id per set of versions: the same bucket always gets the same one, the two cohorts differ.
    expect(inCanary.releaseId).toBe(started.body.canary?.id);
    expect((await manifestFor(0, 'query')).releaseId).toBe(inCanary.releaseId);
    expect(stable.releaseId).not.toBe(inCanary.releaseId);
    expect((await manifestFor(99, 'query')).releaseId).toBe(stable.releaseId);

    const entries = await history();
    expect(
      entries
        .filter((entry) => entry.action === 'canary')
        .map((entry) => [entry.remote, entry.fromVersion, entry.toVersion]),
    ).toEqual(
      expect.arrayContaining([
        ['insights', '1.0.0', '1.1.0'],
        ['forms', 'current', '1.1.0'],
      ]),
    );
    const status = await servingStatus();
    expect(status.remotes.find((remote) => remote.remote === 'forms')?.canary).toMatchObject({
      version: '1.1.0',
      percent: 10,
    });
    expect(status.remotes.find((remote) => remote.remote === 'content')?.canary).toBeNull();
  });

  it('holds its remotes: pins, rollbacks and a second canary wait until it ends', async () => {
    await startCanary();
    const pinned = await post('/api/releases/production/pins', {
      ...write,
      pins: [{ remote: 'forms', version: '1.0.0' }],
    });
    expect(pinned.statusCode).toBe(409);
    expect(pinned.body.refusals).toEqual([
      { remote: 'forms', reason: releaseRefusals.inCanary('forms', 'production') },
    ]);
    expect((await post('/api/releases/production/rollback', { ...write, remote: 'insights' })).statusCode).toBe(409);
    const second = await startCanary({ percent: 20 });
    expect(second.statusCode).toBe(409);
    expect(second.body.message).toBe(releaseRefusals.canaryInFlight('production'));
  });

  it('starts once when two requests start one at the same moment: the other is told one is in flight', async () => {
    const both = await Promise.all([startCanary(), startCanary({ percent: 20 })]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const refused = both.find((response) => response.statusCode === 409);
    expect(refused?.body.message).toBe(releaseRefusals.canaryInFlight('production'));
    // One canary's two remotes in the history, not two canaries' four.
    expect((await history()).filter((entry) => entry.action === 'canary')).toHaveLength(2);
  });

  it('is refused for an unpublished version, and when it changes nothing', async () => {
    const unpublished = await post('/api/releases/production/canary', {
      ...write,
      remotes: [{ remote: 'insights', version: '9.9.9' }],
      percent: 5,
    });
    expect(unpublished.statusCode).toBe(409);
    const nothing = await post('/api/releases/production/canary', {
      ...write,
      remotes: [{ remote: 'insights', version: '1.0.0' }],
      percent: 5,
    });
    expect(nothing.body.message).toBe(releaseRefusals.canaryChangesNothing('production'));
  });

  it('promoted, becomes the pins for everyone', async () => {
    await startCanary();
    const promoted = await post<EnvironmentStatus>('/api/releases/production/canary/promote', write);
    expect(promoted.statusCode).toBe(200);
    expect(promoted.body.canary).toBeNull();
    expect(promoted.body.pins.map((pin) => [pin.remote, pin.version])).toEqual([
      ['forms', '1.1.0'],
      ['insights', '1.1.0'],
    ]);
    expect(versionsOf(await manifestFor(50))).toMatchObject({ insights: '1.1.0', forms: '1.1.0' });
    expect((await history()).filter((entry) => entry.action === 'canary-promote')).toHaveLength(2);
    // A rollback after a promotion goes back to what was live before it.
    const rolledBack = await post<EnvironmentStatus>('/api/releases/production/rollback', {
      ...write,
      remote: 'insights',
    });
    expect(rolledBack.body.pins.find((pin) => pin.remote === 'insights')?.version).toBe('1.0.0');
  });

  it('aborted, leaves every visitor on the pins; promote or abort with none in flight is refused', async () => {
    await startCanary();
    const aborted = await post<EnvironmentStatus>('/api/releases/production/canary/abort', write);
    expect(aborted.body.canary).toBeNull();
    expect(aborted.body.pins.map((pin) => [pin.remote, pin.version])).toEqual([['insights', '1.0.0']]);
    expect(await manifestFor(0)).toMatchObject({ cohort: 'stable', canaryInFlight: false });
    expect(
      (await history())
        .filter((entry) => entry.action === 'canary-abort')
        .map((entry) => entry.toVersion)
        .sort(),
    ).toEqual(['1.0.0', 'current']);
    const again = await post('/api/releases/production/canary/abort', write);
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe(releaseRefusals.noCanary('production'));
    expect((await post('/api/releases/production/canary/promote', write)).statusCode).toBe(409);
  });

  it('aborts itself when its error rate passes the threshold after the minimum loads and pages, by auto with the figures', async () => {
    await startCanary({ maxErrorRate: 0.25, minLoads: 4 });
    const canary = await manifestFor(1);
    // Reads of the manifest are no page loads: anybody can read it.
    for (let read = 0; read < 10; read += 1) await manifestFor(1);
    const forms = async () => (await servingStatus()).remotes.find((remote) => remote.remote === 'forms');
    expect((await forms())?.canary?.health.loads).toBe(0);
    const loads = 2 * MIN_REPORTING_PAGES;
    expect(await pagesRendered(canary.releaseId, loads)).toBe(loads);

    // A report for another release, or another version than the release's, is not counted.
    const other = 'r-0000000000000000';
    expect(
      (
        await report({
          releaseId: other,
          token: testApp.reportToken(other),
          reports: [{ remote: 'forms', version: '1.1.0', kind: 'uncaught' }],
        })
      ).json(),
    ).toEqual({ counted: 0 });
    expect((await reportFromPage(canary.releaseId, 'forms', '1.0.0')).json()).toEqual({ counted: 0 });

    // Fewer distinct pages than MIN_REPORTING_PAGES move nothing, whatever the rate.
    for (let page = 1; page < MIN_REPORTING_PAGES; page += 1) {
      const answer = await reportFromPage(canary.releaseId, 'forms', '1.1.0', 'remote-load');
      expect({ status: answer.statusCode, body: answer.json() }).toEqual({ status: 202, body: { counted: 1 } });
    }
    expect((await forms())?.canary?.health).toEqual({
      loads,
      errors: MIN_REPORTING_PAGES - 1,
      errorRate: (MIN_REPORTING_PAGES - 1) / loads,
    });
    expect((await servingStatus()).canary).not.toBeNull();

    await reportFromPage(canary.releaseId, 'forms', '1.1.0', 'integrity');
    const status = await servingStatus();
    expect(status.canary).toBeNull();
    expect(status.pins.map((pin) => [pin.remote, pin.version])).toEqual([['insights', '1.0.0']]);
    const aborts = (await history()).filter((entry) => entry.action === 'canary-abort');
    expect(aborts).toHaveLength(2);
    for (const entry of aborts) {
      expect(entry.actor).toBe(AUTO_ACTOR);
      expect(entry.reason).toContain(
        `error rate 0.500 (${MIN_REPORTING_PAGES} of ${loads} page loads) of forms@1.1.0 passed 0.25`,
      );
    }
  });
});

describe('a pin made with autoRollback', () => {
  it('rolls back on its own when its error rate passes the default threshold', async () => {
    await post('/api/releases/production/pins', { ...write, pins: [{ remote: 'forms', version: '1.0.0' }] });
    const pinned = await post<EnvironmentStatus>('/api/releases/production/pins', {
      ...write,
      pins: [{ remote: 'forms', version: '1.1.0' }],
      autoRollback: true,
    });
    expect(pinned.body.pins[0]).toMatchObject({ version: '1.1.0', autoRollback: true, pinnedBy: 'rm' });
    const live = await manifestFor(0);
    // Every page load must reach the count, so the host keeps pages out of shared caches while it is watched.
    expect(live.healthWatched).toBe(true);
    await pagesRendered(live.releaseId, DEFAULT_CANARY_MIN_LOADS);
    for (let page = 1; page < MIN_REPORTING_PAGES; page += 1) await reportFromPage(live.releaseId, 'forms', '1.1.0');
    expect((await servingStatus()).pins[0]?.version).toBe('1.1.0');
    await reportFromPage(live.releaseId, 'forms', '1.1.0', 'hydration-mismatch');

    const status = await servingStatus();
    expect(status.pins.map((pin) => [pin.remote, pin.version])).toEqual([['forms', '1.0.0']]);
    const [last] = await history();
    expect(last).toMatchObject({ action: 'rollback', actor: AUTO_ACTOR, fromVersion: '1.1.0', toVersion: '1.0.0' });
    expect((await manifestFor(0)).healthWatched).toBe(false);
    expect(last?.reason).toContain(`(${MIN_REPORTING_PAGES} of ${DEFAULT_CANARY_MIN_LOADS} page loads)`);
  });

  it('stays when the same reports are within the threshold of more page loads', async () => {
    await post('/api/releases/production/pins', {
      ...write,
      pins: [{ remote: 'forms', version: '1.1.0' }],
      autoRollback: true,
    });
    const live = await manifestFor(0);
    // 5 of 100 is the default threshold of 0.05, not past it.
    await pagesRendered(live.releaseId, MIN_REPORTING_PAGES * 20);
    for (let page = 0; page < MIN_REPORTING_PAGES; page += 1) await reportFromPage(live.releaseId, 'forms', '1.1.0');
    expect((await servingStatus()).pins.map((pin) => [pin.version, pin.autoRollback])).toEqual([['1.1.0', true]]);
  });
});

describe('health reports', () => {
  it('are refused past the rate limit, and take only known kinds', async () => {
    const live = await manifestFor(0);
    const body: HealthReport = {
      releaseId: live.releaseId,
      token: testApp.reportToken(live.releaseId),
      reports: [{ remote: 'forms', version: 'current', kind: 'uncaught' }],
    };
    expect(
      (await report({ ...body, reports: [{ remote: 'forms', version: 'current', kind: 'nosy' as 'uncaught' }] }))
        .statusCode,
    ).toBe(400);
    const answers: number[] = [];
    for (let sent = 0; sent <= HEALTH_REPORTS_PER_MINUTE; sent += 1) answers.push((await report(body)).statusCode);
    expect(answers.filter((code) => code === 202)).toHaveLength(HEALTH_REPORTS_PER_MINUTE - 1);
    expect(answers.at(-1)).toBe(429);
  });
});
