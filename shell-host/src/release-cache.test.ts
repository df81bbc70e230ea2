import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import type { ReleaseManifest } from '@site/shared/contracts';
import { createTestApp } from 'api/testing/test-app';
import type { ArtifactStore } from '@site/shared/server/artifact-store';
import {
  artifactStoreIn,
  fakeRemoteBuild,
  fakeShellManifest,
  routesOnly,
} from '@site/shared/server/testing/release-fixtures';
import { createReleaseCache } from './release-cache.ts';
import type { ReleaseCache } from './release-cache.ts';
import { temporaryFolder } from '@site/shared/server/testing/temporary-folder';

let api: Awaited<ReturnType<typeof createTestApp>>;
let origin: string;
let store: ArtifactStore;
let cache: ReleaseCache | undefined;
/** The manifests the cache asked the API for. */
let reads: number;

beforeEach(async () => {
  const storeDir = temporaryFolder('release-cache-artifacts-');
  store = artifactStoreIn(storeDir);
  api = await createTestApp({
    ARTIFACT_STORE_DIR: storeDir,
    SHELL_MANIFEST: fakeShellManifest({ react: '19.3.1', 'react-dom': '19.3.1' }),
  });
  origin = await api.app.listen({ host: '127.0.0.1', port: 0 });
  reads = 0;
});
afterEach(async () => {
  cache?.close();
  cache = undefined;
  await api.close();
});

const readFromApi = async (bucket: number) => {
  reads += 1;
  const response = await fetch(`${origin}/api/releases/production?bucket=${bucket}`);
  return (await response.json()) as ReleaseManifest;
};

/** Until the feed has opened and a manifest is kept: a page that needs no read of its own. */
async function opened(releases: ReleaseCache) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    await releases.manifest(1);
    const before = reads;
    await releases.manifest(2);
    if (reads === before) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the release feed never opened');
}

const versionOf = (manifest: ReleaseManifest | undefined, remote: string) =>
  manifest?.remotes.find((entry) => entry.name === remote)?.version;

/** A release manager's write, on the API's admin address (docs/decisions/045). */
async function write(url: string, payload: object) {
  const response = await api.admin.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${await api.releaseToken()}` },
    payload,
  });
  expect(response.statusCode).toBe(200);
}

describe("the shell host's copy of the release manifest", () => {
  it('reads the manifest once while the feed is open, whatever the bucket', async () => {
    cache = createReleaseCache(origin, 'production', readFromApi);
    await opened(cache);
    const before = reads;
    for (let bucket = 0; bucket < 10; bucket += 1)
      expect(versionOf(await cache.manifest(bucket), 'insights')).toBe('current');
    expect(reads).toBe(before);
  });

  it('serves a pin and a rollback as soon as the feed announces them, reading the manifest again for each', async () => {
    cache = createReleaseCache(origin, 'production', readFromApi);
    await opened(cache);
    await store.publish('insights', '1.0.0', fakeRemoteBuild({ exposes: routesOnly('insights') }), 'tester');
    const changes = [
      {
        version: '1.0.0',
        url: '/api/releases/production/pins',
        body: { pins: [{ remote: 'insights', version: '1.0.0' }] },
      },
      { version: 'current', url: '/api/releases/production/rollback', body: { remote: 'insights' } },
    ];
    for (const { version, url, body } of changes) {
      const before = reads;
      await write(url, { ...body, reason: 'release' });
      // The event left the API before the write's answer; in this one process, the answer may be read first.
      for (let wait = 0; wait < 100 && versionOf(await cache.manifest(3), 'insights') !== version; wait += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(versionOf(await cache.manifest(4), 'insights')).toBe(version);
      expect(reads - before).toBeLessThanOrEqual(2);
    }
  });

  it('never keeps a manifest that differs by cohort or whose loads a health check counts', async () => {
    cache = createReleaseCache(origin, 'production', async (bucket) => ({
      ...(await readFromApi(bucket)),
      canaryInFlight: true,
    }));
    for (let attempt = 0; attempt < 50 && reads < 5; attempt += 1) {
      await cache.manifest(attempt);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const before = reads;
    await cache.manifest(1);
    await cache.manifest(1);
    expect(reads).toBe(before + 2);
  });

  it('reads the manifest for every page when the feed is closed, and keeps it again once the feed is back', async () => {
    cache = createReleaseCache(origin, 'production', readFromApi);
    await opened(cache);
    // The API's restart: the feed drops, and nothing kept from before is trusted.
    const port = new URL(origin).port;
    await api.app.close();
    api = await createTestApp({ DATA_DIR: api.dataDir });
    const before = reads;
    await expect(cache.manifest(1)).rejects.toThrow();
    expect(reads).toBe(before + 1);
    origin = await api.app.listen({ host: '127.0.0.1', port: Number(port) });
    await opened(cache);
  });

  it("opens the feed again after an answer that is not a stream (a proxy's 502)", async () => {
    const proxy = Fastify({ logger: false });
    let refused = 0;
    proxy.get('/api/releases/:environment/changes', async (request, reply) => {
      if (refused < 2) {
        refused += 1;
        return reply.code(502).send('Bad gateway');
      }
      return reply.redirect(`${origin}${request.url}`, 307);
    });
    const proxyOrigin = await proxy.listen({ host: '127.0.0.1', port: 0 });
    try {
      cache = createReleaseCache(proxyOrigin, 'production', readFromApi);
      await opened(cache);
      expect(refused).toBe(2);
    } finally {
      cache?.close();
      await proxy.close();
    }
  });
});

describe('the last good release manifest (docs/decisions/043)', () => {
  it('keeps the manifest everyone gets on disk, and gives it, marked stale, while the API is away, even after a restart', async () => {
    const file = path.join(temporaryFolder('release-manifest-'), 'release-manifest-production.json');
    cache = createReleaseCache(origin, 'production', readFromApi, file);
    const live = await cache.manifest(3);
    expect(versionOf(live, 'insights')).toBe('current');
    expect(live && cache.isStale(live)).toBe(false);
    cache.close();

    // A host started while the API is away: it reads nothing, and has what the last one kept.
    const away = async () => undefined;
    cache = createReleaseCache('http://127.0.0.1:9', 'production', away, file);
    const kept = await cache.manifest(7);
    expect(kept).toEqual(live);
    expect(kept && cache.isStale(kept)).toBe(true);
  });

  it('gives nothing when it never had a manifest', async () => {
    cache = createReleaseCache('http://127.0.0.1:9', 'production', async () => undefined);
    expect(await cache.manifest(1)).toBeUndefined();
  });
});
