import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { apiMessages, remoteNames } from '@site/shared/contracts';
import type {
  EnvironmentServingStatus,
  EnvironmentStatus,
  HistoryEntry,
  ReleaseManifest,
  ReleaseRefusal,
} from '@site/shared/contracts';
import { createTestApp } from '../../test/test-app.ts';
import type { ArtifactStore } from '@site/shared/server/artifact-store';
import { releaseAuthMessages } from './release-auth.ts';
import { releaseRefusals } from './release-routes.ts';
import {
  artifactStoreIn,
  fakeRemoteBuild,
  fakeShellManifest,
  routesOnly,
} from '@site/shared/server/testing/release-fixtures';
import { temporaryFolder } from '@site/shared/server/testing/temporary-folder';

/** The release manager's own token (issue 51): made for `rm`, whom the history names. */
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
});
afterEach(async () => {
  await testApp.close();
});

function publish(
  version: string,
  options: Partial<Parameters<typeof fakeRemoteBuild>[0]> = {},
  remote = 'insights' as const,
) {
  return store.publish(remote, version, fakeRemoteBuild({ exposes: routesOnly(remote), ...options }), 'tester');
}

/** A write on the admin address, with the release manager's token (or another, or none). */
async function post<T>(url: string, payload: object, token: string | null = TOKEN) {
  const response = await testApp.admin.inject({
    method: 'POST',
    url,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { statusCode: response.statusCode, body: response.json<T & ReleaseRefusal>() };
}

/** A read on the admin address (status, history, environments), with the release manager's token. */
const adminGet = (url: string) => testApp.admin.inject({ url, headers: { authorization: `Bearer ${TOKEN}` } });

const pin = (env: string, pins: { remote: string; version: string }[], token?: string | null) =>
  post<EnvironmentStatus>(`/api/releases/${env}/pins`, { pins, reason: 'release' }, token);

async function manifest(env = 'production') {
  return (await testApp.app.inject(`/api/releases/${env}`)).json<ReleaseManifest>();
}

describe('the release manifest', () => {
  it("serves each unpinned remote's current build, revalidated with an ETag", async () => {
    const response = await testApp.app.inject('/api/releases/production');
    expect(response.headers['cache-control']).toBe('public, no-cache');
    const body = response.json<ReleaseManifest>();
    expect(body.allowOverrides).toBe(false);
    expect(body.remotes.map((remote) => remote.name)).toEqual([...remoteNames]);
    expect(body.remotes[0]).toEqual({
      name: 'content',
      version: 'current',
      manifestUrl: 'http://127.0.0.1:3001/mf-manifest.json',
    });

    const again = await testApp.app.inject({
      url: '/api/releases/production',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect((await manifest('staging')).allowOverrides).toBe(true);
    expect((await testApp.app.inject('/api/releases/moon')).json()).toEqual({
      status: 0,
      message: apiMessages.unknownEnvironment,
    });
  });
});

describe('pinning', () => {
  it('pins a published version: live in the manifest with its integrity, and in the history', async () => {
    const artifact = await publish('1.0.0');
    const { statusCode, body } = await pin('production', [{ remote: 'insights', version: '1.0.0' }]);
    expect(statusCode).toBe(200);
    expect(body.pins).toEqual([expect.objectContaining({ remote: 'insights', version: '1.0.0', pinnedBy: 'rm' })]);
    expect((await manifest()).remotes.find((remote) => remote.name === 'insights')).toEqual({
      name: 'insights',
      version: '1.0.0',
      manifestUrl: 'http://127.0.0.1:3002/1.0.0/mf-manifest.json',
      integrity: artifact.integrity,
    });
    const history = (await adminGet('/api/releases/production/history?remote=insights')).json<HistoryEntry[]>();
    expect(history).toEqual([
      expect.objectContaining({ action: 'pin', fromVersion: null, toVersion: '1.0.0', actor: 'rm', reason: 'release' }),
    ]);
  });

  it("records the server bundle's hash at pin time and names it in the manifest, for the host to check", async () => {
    const serverBundle = 'module.exports = { pages: {} };';
    const artifact = await publish('1.1.0', { serverBundle });
    const sha384 = `sha384-${createHash('sha384').update(serverBundle).digest('base64')}`;
    expect(artifact.serverIntegrity).toBe(sha384);
    const { body } = await pin('production', [{ remote: 'insights', version: '1.1.0' }]);
    expect(body.pins).toEqual([expect.objectContaining({ version: '1.1.0', serverIntegrity: sha384 })]);
    expect((await manifest()).remotes.find((remote) => remote.name === 'insights')).toMatchObject({
      version: '1.1.0',
      serverIntegrity: sha384,
    });
    // A build without a server bundle records none, and its pin names none.
    expect((await publish('1.2.0')).serverIntegrity).toBeUndefined();
    await pin('production', [{ remote: 'insights', version: '1.2.0' }]);
    expect((await manifest()).remotes.find((remote) => remote.name === 'insights')).not.toHaveProperty(
      'serverIntegrity',
    );
  });

  it('needs a release token, and records its owner, never a name the request gives', async () => {
    await publish('1.0.0');
    expect((await pin('production', [{ remote: 'insights', version: '1.0.0' }], null)).body.message).toBe(
      releaseAuthMessages.unauthorized,
    );
    expect((await pin('production', [{ remote: 'insights', version: '1.0.0' }], 'wrong')).statusCode).toBe(401);
    // The token alone, without the Bearer scheme, is not accepted.
    const bare = await testApp.admin.inject({
      method: 'POST',
      url: '/api/releases/production/pins',
      payload: { pins: [{ remote: 'insights', version: '1.0.0' }], reason: 'x' },
      headers: { authorization: TOKEN },
    });
    expect(bare.statusCode).toBe(401);
    expect((await manifest()).remotes.find((remote) => remote.name === 'insights')?.version).toBe('current');

    // Asha's own token: the history names her, whatever the body says.
    const asha = await testApp.releaseToken('Asha Rao');
    const pinned = await post<EnvironmentStatus>(
      '/api/releases/production/pins',
      { pins: [{ remote: 'insights', version: '1.0.0' }], actor: 'someone else', by: 'ceo', reason: 'x' },
      asha,
    );
    expect(pinned.statusCode).toBe(200);
    expect(pinned.body.pins[0]?.pinnedBy).toBe('Asha Rao');
    const [entry] = (await adminGet('/api/releases/production/history')).json<HistoryEntry[]>();
    expect(entry).toMatchObject({ action: 'pin', actor: 'Asha Rao' });
  });

  it.each([
    ['a version never published', () => undefined, 'insights@9.9.9 was never published', '9.9.9'],
    [
      'a manifest that does not parse',
      async () => {
        await publish('1.0.1');
        await store.blobs.put('insights/1.0.1/mf-manifest.json', Buffer.from('{ not json'));
      },
      'insights@1.0.1: its mf-manifest.json is not valid JSON',
      '1.0.1',
    ],
    [
      'a version without an expose the shell needs',
      () => publish('1.0.2', { exposes: ['./widgets'] }),
      'insights@1.0.2 does not expose ./routes, which the shell needs',
      '1.0.2',
    ],
    [
      'a shared singleton the shell does not satisfy',
      () => publish('1.0.3', { shared: [{ name: 'react', version: '20.0.0', requiredVersion: '^20.0.0' }] }),
      'insights@1.0.3 requires react ^20.0.0, but the shell provides 19.3.1',
      '1.0.3',
    ],
  ])('refuses %s, saying why', async (_label, prepare, reason, version) => {
    await prepare();
    const { statusCode, body } = await pin('production', [{ remote: 'insights', version }]);
    expect(statusCode).toBe(409);
    expect(body.refusals).toEqual([{ remote: 'insights', reason }]);
  });

  it('pins several remotes at once, all or none', async () => {
    await publish('1.0.0');
    await store.publish('forms', '2.0.0', fakeRemoteBuild({ exposes: routesOnly('forms') }), 'tester');
    const refused = await pin('production', [
      { remote: 'insights', version: '1.0.0' },
      { remote: 'content', version: '3.0.0' },
    ]);
    expect(refused.statusCode).toBe(409);
    expect((await manifest()).remotes.every((remote) => remote.version === 'current')).toBe(true);

    const { body } = await pin('production', [
      { remote: 'insights', version: '1.0.0' },
      { remote: 'forms', version: '2.0.0' },
    ]);
    expect(body.pins.map((pinned) => `${pinned.remote}@${pinned.version}`)).toEqual(['forms@2.0.0', 'insights@1.0.0']);
  });
});

describe('status', () => {
  it('names every environment, and what each of the four remotes serves there', async () => {
    await publish('1.0.0');
    await pin('staging', [{ remote: 'insights', version: '1.0.0' }]);
    expect((await adminGet('/api/release-environments')).json()).toEqual(['production', 'staging']);
    const status = (await adminGet('/api/releases/staging/status')).json<EnvironmentServingStatus>();
    expect(status.remotes.map((remote) => [remote.remote, remote.source])).toEqual([
      ['content', 'host'],
      ['insights', 'pin'],
      ['careers', 'host'],
      ['forms', 'host'],
    ]);
    expect(status.remotes[1]).toMatchObject({ version: '1.0.0', by: 'rm', reason: 'release' });
    expect(status.remotes[1]?.integrity).toMatch(/^sha384-/);
  });
});

describe('rollback and promote', () => {
  it('rolls back to each earlier live state in turn, the host build last, then refuses', async () => {
    await publish('1.0.0');
    await publish('1.1.0');
    await pin('production', [{ remote: 'insights', version: '1.0.0' }]);
    await pin('production', [{ remote: 'insights', version: '1.1.0' }]);

    const rollback = () =>
      post<EnvironmentStatus>('/api/releases/production/rollback', { remote: 'insights', reason: 'bug' });
    const { body } = await rollback();
    expect(body.pins[0]?.version).toBe('1.0.0');
    const history = (await adminGet('/api/releases/production/history')).json<HistoryEntry[]>();
    expect(history.map((entry) => [entry.action, entry.fromVersion, entry.toVersion])).toEqual([
      ['rollback', '1.1.0', '1.0.0'],
      ['pin', '1.0.0', '1.1.0'],
      ['pin', null, '1.0.0'],
    ]);

    // Before the first pin, the host's own build served.
    const second = await rollback();
    expect(second.statusCode).toBe(200);
    expect(second.body.pins).toEqual([]);
    expect((await manifest()).remotes.find((remote) => remote.name === 'insights')?.version).toBe('current');

    const third = await rollback();
    expect(third.statusCode).toBe(409);
    expect(third.body.refusals[0]?.reason).toBe(releaseRefusals.nothingToRollBack('insights', 'production'));
  });

  it('refuses a pin of the live version as a no-op, and a rollback then goes back to the host build', async () => {
    await publish('1.4.0-rc.1');
    const first = await pin('staging', [{ remote: 'insights', version: '1.4.0-rc.1' }]);
    expect(first.statusCode).toBe(200);
    const again = await pin('staging', [{ remote: 'insights', version: '1.4.0-rc.1' }]);
    expect(again.statusCode).toBe(409);
    expect(again.body.refusals).toEqual([
      { remote: 'insights', reason: releaseRefusals.alreadyLive('insights', '1.4.0-rc.1', 'staging') },
    ]);

    const rollback = () =>
      post<EnvironmentStatus>('/api/releases/staging/rollback', { remote: 'insights', reason: 'bug' });
    expect((await rollback()).body.pins).toEqual([]);
    expect((await rollback()).statusCode).toBe(409);
    const history = (await adminGet('/api/releases/staging/history')).json<HistoryEntry[]>();
    expect(history.map((entry) => [entry.action, entry.fromVersion, entry.toVersion])).toEqual([
      ['rollback', '1.4.0-rc.1', 'current'],
      ['pin', null, '1.4.0-rc.1'],
    ]);
  });

  it('rolls back an unpin to the version pinned before it', async () => {
    await publish('1.0.0');
    await pin('production', [{ remote: 'insights', version: '1.0.0' }]);
    await post('/api/releases/production/unpin', { remote: 'insights', reason: 'try current' });
    const { body } = await post<EnvironmentStatus>('/api/releases/production/rollback', {
      remote: 'insights',
      reason: 'current is broken',
    });
    expect(body.pins.map((pinned) => pinned.version)).toEqual(['1.0.0']);
  });

  it('unpins a remote back to its current build, with a history entry', async () => {
    await publish('1.0.0');
    await pin('production', [{ remote: 'insights', version: '1.0.0' }]);
    const { body } = await post<EnvironmentStatus>('/api/releases/production/unpin', {
      remote: 'insights',
      reason: 'back to current',
    });
    expect(body.pins).toEqual([]);
    expect((await manifest()).remotes.find((remote) => remote.name === 'insights')?.version).toBe('current');
    const history = (await adminGet('/api/releases/production/history')).json<HistoryEntry[]>();
    expect(history[0]).toMatchObject({ action: 'unpin', fromVersion: '1.0.0', toVersion: 'current' });
    const again = await post('/api/releases/production/unpin', { remote: 'insights', reason: 'x' });
    expect(again.statusCode).toBe(409);
  });

  it('promotes a whole pin set from staging to production', async () => {
    await publish('1.2.0');
    await store.publish('content', '0.9.0', fakeRemoteBuild({ exposes: routesOnly('content') }), 'tester');
    await pin('staging', [
      { remote: 'insights', version: '1.2.0' },
      { remote: 'content', version: '0.9.0' },
    ]);
    const { statusCode, body } = await post<EnvironmentStatus>('/api/releases/promote', {
      from: 'staging',
      to: 'production',
      reason: 'release 12',
    });
    expect(statusCode).toBe(200);
    expect(body.pins.map((pinned) => `${pinned.remote}@${pinned.version}`)).toEqual([
      'content@0.9.0',
      'insights@1.2.0',
    ]);
    const history = (await adminGet('/api/releases/production/history')).json<HistoryEntry[]>();
    expect(history.every((entry) => entry.action === 'promote')).toBe(true);
  });
});

describe('GET /api/health', () => {
  it('reports the API and its database up', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});
