// Release controls (issue 51, docs/decisions/045), tried as an outsider would: the admin API is not on the public
// port, a write without a valid token is 401 before anything else, failed attempts are limited, tokens are per
// person and revocable, and forged health signals move nothing while real ones still do.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import {
  AUTO_ACTOR,
  BOOTSTRAP_CREATOR,
  DEFAULT_CANARY_MIN_LOADS,
  HEALTH_REPORT_TOKEN_TTL_MS,
  MIN_REPORTING_PAGES,
  PAGE_LOADS_MAX_AGE_MS,
  RELEASE_AUTH_FAILURES_PER_WINDOW,
  RELEASE_TOKEN_PREFIX,
} from '@site/shared/contracts';
import type {
  CreatedReleaseToken,
  EnvironmentServingStatus,
  HealthReport,
  HistoryEntry,
  ReleaseManifest,
  ReleaseToken,
} from '@site/shared/contracts';
import {
  HEALTH_REPORT_SECRET_FILE,
  signHealthReportToken,
  signPageLoads,
} from '@site/shared/server/health-report-token';
import {
  artifactStoreIn,
  fakeRemoteBuild,
  fakeShellManifest,
  routesOnly,
} from '@site/shared/server/testing/release-fixtures';
import { temporaryFolder } from '@site/shared/server/testing/temporary-folder';
import { startRedisServer } from '@site/shared/server/testing/redis-server';
import { DATABASE_FILE } from '../../db/database.ts';
import { createTestApp, withDatabase } from '../../test/test-app.ts';
import { releaseAuthMessages } from './release-auth.ts';
import { healthSignalMessages } from './release-routes.ts';
import { tokenHash } from './release-tokens.ts';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
/** The release manager's token: made for `rm` through the database, as the operator's bootstrap makes one. */
let TOKEN: string;

beforeEach(async () => {
  const storeDir = temporaryFolder('release-controls-artifacts-');
  testApp = await createTestApp({
    ARTIFACT_STORE_DIR: storeDir,
    SHELL_MANIFEST: fakeShellManifest({ react: '19.3.1', 'react-dom': '19.3.1' }),
  });
  TOKEN = await testApp.releaseToken('rm');
  for (const version of ['1.0.0', '1.1.0']) {
    for (const remote of ['insights', 'forms'] as const) {
      await artifactStoreIn(storeDir).publish(remote, version, fakeRemoteBuild({ exposes: routesOnly(remote) }), 'ci');
    }
  }
});
afterEach(async () => {
  await testApp.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** A client address of its own, so that a test's failed attempts stay under the limit per client. */
let clients = 0;
const nextClient = () => `10.0.${Math.floor(++clients / 250)}.${clients % 250}`;

function adminPost(url: string, payload: object, token: string | null = TOKEN, remoteAddress?: string) {
  return testApp.admin.inject({
    method: 'POST',
    url,
    payload,
    headers: token === null ? {} : bearer(token),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}
const adminGet = (url: string, token = TOKEN) => testApp.admin.inject({ url, headers: bearer(token) });

const manifest = async () => (await testApp.app.inject('/api/releases/production?bucket=0')).json<ReleaseManifest>();
const servingStatus = async () => (await adminGet('/api/releases/production/status')).json<EnvironmentServingStatus>();
const history = async () => (await adminGet('/api/releases/production/history')).json<HistoryEntry[]>();
const formsVersion = async () => (await servingStatus()).pins.find((pin) => pin.remote === 'forms')?.version;
const formsHealth = async () => (await servingStatus()).remotes.find((remote) => remote.remote === 'forms')?.health;

const report = (body: HealthReport) =>
  testApp.app.inject({ method: 'POST', url: '/api/releases/production/health', payload: body });
const uncaught = (version: string) => [{ remote: 'forms' as const, version, kind: 'uncaught' as const }];

async function pagesRendered(releaseId: string, pages: number) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/releases/production/health/page-loads',
    payload: testApp.pageLoads([{ releaseId, pages }]),
  });
  expect(response.statusCode).toBe(202);
}

/** forms 1.0.0 pinned, then 1.1.0 pinned with auto-rollback: the production pin. */
async function pinWithAutoRollback(): Promise<ReleaseManifest> {
  expect(
    (
      await adminPost('/api/releases/production/pins', {
        pins: [{ remote: 'forms', version: '1.0.0' }],
        reason: 'base',
      })
    ).statusCode,
  ).toBe(200);
  const pinned = await adminPost('/api/releases/production/pins', {
    pins: [{ remote: 'forms', version: '1.1.0' }],
    autoRollback: true,
    reason: 'new forms',
  });
  expect(pinned.statusCode).toBe(200);
  return manifest();
}

/** Every route of the admin address, with a body its schema accepts. */
const ADMIN_ROUTES: { method: 'GET' | 'POST'; url: string; payload?: object }[] = [
  { method: 'GET', url: '/api/release-environments' },
  { method: 'GET', url: '/api/release-artifacts' },
  { method: 'GET', url: '/api/releases/production/status' },
  { method: 'GET', url: '/api/releases/production/history' },
  {
    method: 'POST',
    url: '/api/releases/production/pins',
    payload: { pins: [{ remote: 'forms', version: '1.0.0' }], reason: 'r' },
  },
  { method: 'POST', url: '/api/releases/production/rollback', payload: { remote: 'forms', reason: 'r' } },
  { method: 'POST', url: '/api/releases/production/unpin', payload: { remote: 'forms', reason: 'r' } },
  { method: 'POST', url: '/api/releases/promote', payload: { from: 'staging', to: 'production', reason: 'r' } },
  {
    method: 'POST',
    url: '/api/releases/production/canary',
    payload: { remotes: [{ remote: 'forms', version: '1.1.0' }], percent: 10, reason: 'r' },
  },
  { method: 'POST', url: '/api/releases/production/canary/promote', payload: { reason: 'r' } },
  { method: 'POST', url: '/api/releases/production/canary/abort', payload: { reason: 'r' } },
  { method: 'GET', url: '/api/release-tokens' },
  { method: 'POST', url: '/api/release-tokens', payload: { owner: 'Mallory' } },
  { method: 'POST', url: '/api/release-tokens/tok_000000000000/revoke', payload: {} },
];

describe('the admin address', () => {
  it('is not routed on the public port at all: every admin route is 404 there, with a valid token too', async () => {
    for (const route of ADMIN_ROUTES) {
      const response = await testApp.app.inject({ ...route, headers: bearer(TOKEN) });
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 404,
      });
    }
    // Nothing changed: forms still serves its host's build.
    expect((await manifest()).remotes.find((remote) => remote.name === 'forms')?.version).toBe('current');
    // What the public port keeps: the manifest, the feed's route and the health beacon, and one artifact's metadata.
    expect((await testApp.app.inject('/api/releases/production')).statusCode).toBe(200);
    expect((await testApp.app.inject('/api/release-artifacts/forms/1.0.0')).statusCode).toBe(200);
  });

  it('authenticates before it validates: a write without a valid token is 401, never a schema error', async () => {
    for (const token of [null, 'wrong', `${RELEASE_TOKEN_PREFIX}${'A'.repeat(43)}`]) {
      for (const payload of [
        {},
        { pins: 'nonsense' },
        { pins: [{ remote: 'forms', version: '1.0.0' }], reason: 'r' },
      ]) {
        const response = await adminPost('/api/releases/production/pins', payload, token, nextClient());
        expect({ token, payload, status: response.statusCode }).toEqual({ token, payload, status: 401 });
        expect(response.json()).toEqual({ status: 0, message: releaseAuthMessages.unauthorized });
      }
    }
    // A body that is not even JSON, without a token: 401 as well.
    const garbage = await testApp.admin.inject({
      method: 'POST',
      url: '/api/releases/production/pins',
      headers: { 'content-type': 'application/json' },
      payload: '{ not json',
      remoteAddress: nextClient(),
    });
    expect(garbage.statusCode).toBe(401);
    // With a valid token, the same bad body is the schema's 400.
    expect((await adminPost('/api/releases/production/pins', { pins: 'nonsense' })).statusCode).toBe(400);
    // Every admin route, reads included, needs the token.
    for (const route of ADMIN_ROUTES) {
      const response = await testApp.admin.inject({ ...route, remoteAddress: nextClient() });
      expect({ route: route.url, status: response.statusCode }).toEqual({ route: route.url, status: 401 });
    }
  });

  it('limits failed attempts per client: past the limit even a valid token is refused, other clients are not', async () => {
    const attacker = '203.0.113.7';
    for (let attempt = 0; attempt < RELEASE_AUTH_FAILURES_PER_WINDOW; attempt += 1) {
      const guess = await adminPost('/api/releases/production/pins', {}, `guess-${attempt}`, attacker);
      expect(guess.statusCode).toBe(401);
    }
    const refused = await adminPost('/api/releases/production/pins', {}, 'one more guess', attacker);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ status: 0, message: releaseAuthMessages.tooManyFailures });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The right token from that client waits too: guessing cannot go on behind a valid request.
    const valid = await testApp.admin.inject({
      url: '/api/releases/production/status',
      headers: bearer(TOKEN),
      remoteAddress: attacker,
    });
    expect(valid.statusCode).toBe(429);
    // Another client is not held up, and successes are not counted.
    for (let request = 0; request <= RELEASE_AUTH_FAILURES_PER_WINDOW; request += 1) {
      const answer = await testApp.admin.inject({
        url: '/api/releases/production/status',
        headers: bearer(TOKEN),
        remoteAddress: '198.51.100.2',
      });
      expect(answer.statusCode).toBe(200);
    }
  });

  it('answers its health checks without a token', async () => {
    expect((await testApp.admin.inject('/healthz')).statusCode).toBe(200);
    expect((await testApp.admin.inject('/readyz')).statusCode).toBe(200);
  });
});

describe('release tokens', () => {
  it('are made, listed and revoked by token holders; the list never shows a token; a revoked one is refused', async () => {
    const created = await adminPost('/api/release-tokens', { owner: 'Asha Rao', reason: 'release manager' });
    expect(created.statusCode).toBe(200);
    expect(created.headers['cache-control']).toBe('no-store');
    const asha = created.json<CreatedReleaseToken>();
    expect(asha).toMatchObject({ owner: 'Asha Rao', reason: 'release manager', createdBy: 'rm', revokedAt: null });
    expect(asha.token).toMatch(new RegExp(`^${RELEASE_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`));

    // Asha's token works, and the history names her.
    const pinned = await adminPost(
      '/api/releases/production/pins',
      { pins: [{ remote: 'forms', version: '1.0.0' }], reason: 'hers', actor: 'not Asha' },
      asha.token,
    );
    expect(pinned.statusCode).toBe(200);
    expect((await history())[0]).toMatchObject({ actor: 'Asha Rao', reason: 'hers' });

    const listed = (await adminGet('/api/release-tokens')).json<ReleaseToken[]>();
    expect(listed.map((token) => [token.owner, token.createdBy])).toEqual(
      expect.arrayContaining([
        ['Asha Rao', 'rm'],
        ['rm', BOOTSTRAP_CREATOR],
      ]),
    );
    expect(listed.find((token) => token.id === asha.id)?.lastUsedAt).not.toBeNull();
    const text = JSON.stringify(listed);
    expect(text).not.toContain(asha.token);
    expect(text).not.toContain(tokenHash(asha.token));

    const revoked = await adminPost(`/api/release-tokens/${asha.id}/revoke`, {});
    expect(revoked.json<ReleaseToken>()).toMatchObject({ id: asha.id, revokedBy: 'rm' });
    expect(revoked.json<ReleaseToken>().revokedAt).not.toBeNull();
    const after = await adminPost('/api/releases/production/unpin', { remote: 'forms', reason: 'revoked' }, asha.token);
    expect(after.statusCode).toBe(401);
    expect(await formsVersion()).toBe('1.0.0');
    expect((await adminPost('/api/release-tokens/tok_nosuchtoken/revoke', {})).statusCode).toBe(404);
  });

  it('are kept as their SHA-256 only', async () => {
    const created = (await adminPost('/api/release-tokens', { owner: 'Asha Rao' })).json<CreatedReleaseToken>();
    const rows = await withDatabase(testApp.stored, (db) =>
      db.all<Record<string, unknown>>('SELECT * FROM release_tokens WHERE id = ?', [created.id]),
    );
    expect(rows).toHaveLength(1);
    expect(Object.values(rows[0] ?? {})).toContain(tokenHash(created.token));
    expect(JSON.stringify(rows)).not.toContain(created.token);
    if (!testApp.stored.DATABASE_URL) {
      expect(readFileSync(path.join(testApp.dataDir, DATABASE_FILE)).includes(created.token)).toBe(false);
    }
  });

  it('need a token to be made: nobody makes the first one over the network', async () => {
    const response = await adminPost('/api/release-tokens', { owner: 'Mallory' }, null, nextClient());
    expect(response.statusCode).toBe(401);
    const owners = await withDatabase(testApp.stored, (db) =>
      db.all<{ owner: string }>('SELECT owner FROM release_tokens'),
    );
    expect(owners.map((row) => row.owner)).toEqual(['rm']);
  });

  it('name one person: an owner that is not one line of text is refused', async () => {
    for (const owner of ['', 'Asha\nRao', 'x'.repeat(101)]) {
      expect((await adminPost('/api/release-tokens', { owner })).statusCode).toBe(400);
    }
  });
});

describe('health signals an outsider sends', () => {
  it("cannot roll back a pin made with auto-rollback: the issue's 18 forged reports naming the live release id", async () => {
    const live = await pinWithAutoRollback();
    expect(live.healthWatched).toBe(true);
    await pagesRendered(live.releaseId, DEFAULT_CANARY_MIN_LOADS);
    // The attack as the issue found it: the live release id, which every page shows, and no token.
    for (let forged = 0; forged < 18; forged += 1) {
      const answer = await report({ releaseId: live.releaseId, reports: uncaught('1.1.0') });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ status: 0, message: healthSignalMessages.missing });
    }
    expect(await formsVersion()).toBe('1.1.0');
    expect(await formsHealth()).toEqual({ loads: DEFAULT_CANARY_MIN_LOADS, errors: 0, errorRate: 0 });
    expect((await history()).some((entry) => entry.actor === AUTO_ACTOR)).toBe(false);
  });

  it('cannot count with a token for another release, an expired one, a reused one or a forged signature', async () => {
    const live = await pinWithAutoRollback();
    await pagesRendered(live.releaseId, DEFAULT_CANARY_MIN_LOADS);
    const scope = { environment: 'production', releaseId: live.releaseId };
    const otherRelease = testApp.reportToken('r-0123456789abcdef');
    // Signed with the real secret, long ago.
    const expired = signHealthReportToken(readSecret(), scope, Date.now() - HEALTH_REPORT_TOKEN_TTL_MS - 1);
    const forgedSignature = signHealthReportToken('a secret the site does not have', scope, Date.now());
    const real = testApp.reportToken(live.releaseId);
    const [, id = '', expiry = '', signature = ''] = real.split('.');
    const otherIdSameSignature = `${live.releaseId}.${'A'.repeat(22)}.${expiry}.${signature}`;
    const laterExpirySameSignature = `${live.releaseId}.${id}.${Number(expiry) + 1}.${signature}`;
    const relabelled = `${live.releaseId}.${otherRelease.split('.').slice(1).join('.')}`;
    for (const [token, reason] of [
      [otherRelease, 'other-release'],
      [relabelled, 'forged'],
      [expired, 'expired'],
      [forgedSignature, 'forged'],
      [otherIdSameSignature, 'forged'],
      [laterExpirySameSignature, 'forged'],
      ['not a token', 'forged'],
    ] as const) {
      const answer = await report({ releaseId: live.releaseId, token, reports: uncaught('1.1.0') });
      expect({ token, status: answer.statusCode, body: answer.json() }).toEqual({
        token,
        status: 403,
        body: { status: 0, message: healthSignalMessages[reason] },
      });
    }
    // One real page, reporting over and over: one error.
    for (let again = 0; again < 18; again += 1) {
      const answer = await report({ releaseId: live.releaseId, token: real, reports: uncaught('1.1.0') });
      expect(answer.json()).toEqual({ counted: again === 0 ? 1 : 0 });
    }
    expect(await formsHealth()).toMatchObject({ errors: 1 });
    expect(await formsVersion()).toBe('1.1.0');
  });

  it('are not page loads when they read the manifest, so they cannot dilute real errors either', async () => {
    const live = await pinWithAutoRollback();
    for (let read = 0; read < 300; read += 1) await testApp.app.inject('/api/releases/production');
    expect(await formsHealth()).toEqual({ loads: 0, errors: 0, errorRate: 0 });
    // Real pages fail, and no number of manifest reads keeps the broken release live.
    await pagesRendered(live.releaseId, DEFAULT_CANARY_MIN_LOADS);
    for (let page = 0; page < MIN_REPORTING_PAGES; page += 1) {
      await report({
        releaseId: live.releaseId,
        token: testApp.reportToken(live.releaseId),
        reports: uncaught('1.1.0'),
      });
      await testApp.app.inject('/api/releases/production');
    }
    expect(await formsVersion()).toBe('1.0.0');
  });

  it("cannot forge, replay or age a host's count of rendered pages", async () => {
    const live = await pinWithAutoRollback();
    const post = (payload: object) =>
      testApp.app.inject({ method: 'POST', url: '/api/releases/production/health/page-loads', payload });
    const loads = [{ releaseId: live.releaseId, pages: 1000 }];
    const forged = signPageLoads('a secret the site does not have', 'production', loads, Date.now());
    expect((await post(forged)).json()).toEqual({ status: 0, message: healthSignalMessages['forged-loads'] });
    const genuine = testApp.pageLoads(loads);
    expect((await post({ ...genuine, loads: [{ releaseId: live.releaseId, pages: 5000 }] })).statusCode).toBe(403);
    const stale = testApp.pageLoads(loads, 'production', Date.now() - PAGE_LOADS_MAX_AGE_MS - 1000);
    expect((await post(stale)).json()).toEqual({ status: 0, message: healthSignalMessages['stale-loads'] });
    // Another environment's count is not this one's.
    expect((await post(testApp.pageLoads(loads, 'staging'))).statusCode).toBe(403);
    expect((await post(genuine)).json()).toEqual({ counted: 1000 });
    expect((await post(genuine)).json()).toEqual({ counted: 0 });
    expect((await formsHealth())?.loads).toBe(200);
  });

  it('cannot abort a canary', async () => {
    const started = await adminPost('/api/releases/production/canary', {
      remotes: [{ remote: 'forms', version: '1.1.0' }],
      percent: 50,
      minLoads: 2,
      maxErrorRate: 0.1,
      reason: 'try',
    });
    expect(started.statusCode).toBe(200);
    const canary = await manifest();
    expect(canary.cohort).toBe('canary');
    await pagesRendered(canary.releaseId, 10);
    for (let forged = 0; forged < 18; forged += 1)
      await report({ releaseId: canary.releaseId, reports: uncaught('1.1.0') });
    // Fewer real pages than MIN_REPORTING_PAGES do not either.
    for (let page = 1; page < MIN_REPORTING_PAGES; page += 1) {
      await report({
        releaseId: canary.releaseId,
        token: testApp.reportToken(canary.releaseId),
        reports: uncaught('1.1.0'),
      });
    }
    expect((await servingStatus()).canary).not.toBeNull();
  });
});

describe('single use across API instances', () => {
  it.each([
    ['in the database', false],
    ['in Redis with REDIS_URL', true],
  ])('takes a report token and a page count once, whichever instance gets them (%s)', async (_label, withRedis) => {
    const redis = withRedis ? await startRedisServer() : undefined;
    const secret = { HEALTH_REPORT_SECRET: 'the secret every host and instance shares' };
    const first = await createTestApp({ ...secret, ...(redis ? { REDIS_URL: redis.url } : {}) });
    const second = await createTestApp({ ...first.stored, ...secret, ...(redis ? { REDIS_URL: redis.url } : {}) });
    try {
      const releaseId = (await first.app.inject('/api/releases/production')).json<ReleaseManifest>().releaseId;
      const payload = {
        releaseId,
        token: first.reportToken(releaseId),
        reports: uncaught('current'),
      };
      const answers = [];
      for (const instance of [first, second, first, second]) {
        const response = await instance.app.inject({ method: 'POST', url: '/api/releases/production/health', payload });
        answers.push(response.json<{ counted: number }>().counted);
      }
      expect(answers).toEqual([1, 0, 0, 0]);
      const count = first.pageLoads([{ releaseId, pages: 3 }]);
      const loads = [];
      for (const instance of [second, first]) {
        const response = await instance.app.inject({
          method: 'POST',
          url: '/api/releases/production/health/page-loads',
          payload: count,
        });
        loads.push(response.json<{ counted: number }>().counted);
      }
      expect(loads).toEqual([3, 0]);
    } finally {
      await second.close({ keepData: true });
      await first.close();
      await redis?.stop();
    }
  });
});

describe('health signals from real pages', () => {
  it('still roll back a broken pin once enough distinct pages report', async () => {
    const live = await pinWithAutoRollback();
    await pagesRendered(live.releaseId, DEFAULT_CANARY_MIN_LOADS);
    for (let page = 0; page < MIN_REPORTING_PAGES; page += 1) {
      const answer = await report({
        releaseId: live.releaseId,
        token: testApp.reportToken(live.releaseId),
        reports: uncaught('1.1.0'),
      });
      expect(answer.json()).toEqual({ counted: 1 });
    }
    expect(await formsVersion()).toBe('1.0.0');
    expect((await history())[0]).toMatchObject({ action: 'rollback', actor: AUTO_ACTOR, toVersion: '1.0.0' });
  });
});

/** The secret the test app's hosts would sign with (the one kept under its DATA_DIR). */
function readSecret(): string {
  return readFileSync(path.join(testApp.dataDir, HEALTH_REPORT_SECRET_FILE), 'utf8').trim();
}
