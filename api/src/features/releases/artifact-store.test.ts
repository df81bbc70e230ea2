import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { EnvironmentStatus, ReleaseManifest, ReleaseRefusal } from '@site/shared/contracts';
import { startS3Server } from '@site/shared/server/testing/s3-server';
import type { TestS3Server } from '@site/shared/server/testing/s3-server';
import { createTestApp } from '../../test/test-app.ts';
import { createFileBlobStore, createS3BlobStore } from '@site/shared/server/blob-store';
import type { BlobStore } from '@site/shared/server/blob-store';
import { ARTIFACT_METADATA_FILE, ArtifactError, createArtifactStore } from '@site/shared/server/artifact-store';
import {
  artifactStoreIn,
  fakeRemoteBuild,
  fakeShellManifest,
  routesOnly,
} from '@site/shared/server/testing/release-fixtures';
import { temporaryFolder } from '@site/shared/server/testing/temporary-folder';

let s3: TestS3Server;
let storeCount = 0;
const opened: BlobStore[] = [];

beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await Promise.all(opened.map((store) => store.close()));
  await s3.close();
});

/** ARTIFACT_STORE_DIR's store, and ARTIFACT_STORE_URL's on the test server (a prefix per store). */
const stores: [string, () => BlobStore][] = [
  ['a folder', () => createFileBlobStore(temporaryFolder('artifacts-'))],
  [
    'a bucket',
    () => {
      const store = createS3BlobStore({
        bucket: s3.bucket,
        prefix: `artifacts-${++storeCount}`,
        endpoint: s3.endpoint,
        region: s3.region,
        forcePathStyle: true,
        credentials: s3.credentials,
      });
      opened.push(store);
      return store;
    },
  ],
];

const insightsBuild = (options: Partial<Parameters<typeof fakeRemoteBuild>[0]> = {}) =>
  fakeRemoteBuild({ exposes: routesOnly('insights'), ...options });

describe.each(stores)('the artifact store in %s', (_label, openBlobs) => {
  it('refuses to publish a version again, and records the entry integrity', async () => {
    const store = createArtifactStore(openBlobs());
    const artifact = await store.publish('insights', '1.0.0', insightsBuild({ entryText: 'var a = 1;' }), 'tester');
    expect(artifact.integrity).toBe(`sha384-${createHash('sha384').update('var a = 1;').digest('base64')}`);
    expect(artifact.exposes).toEqual(['./routes']);
    expect(await store.read('insights', '1.0.0')).toEqual(artifact);
    await expect(store.publish('insights', '1.0.0', insightsBuild(), 'tester')).rejects.toThrow(
      new ArtifactError('insights@1.0.0 is already published; versions are immutable'),
    );
    await expect(store.publish('insights', 'latest', insightsBuild(), 'tester')).rejects.toThrow(
      '"latest" is not a version like 1.2.3',
    );
    // The refused publish changed nothing.
    expect((await store.readFile('insights', '1.0.0', 'remoteEntry.js'))?.toString()).toBe('var a = 1;');
    expect((await store.list()).map((listed) => `${listed.remote}@${listed.version}`)).toEqual(['insights@1.0.0']);
  });

  it('never publishes source maps or mf-stats.json (issue 20 item 9), and keeps the server bundle for the shell', async () => {
    const store = createArtifactStore(openBlobs());
    const build = insightsBuild();
    mkdirSync(path.join(build, 'server'));
    writeFileSync(path.join(build, 'server', 'server.cjs'), 'module.exports = {};');
    for (const file of ['121.abcd1234.js.map', 'server/server.cjs.map', 'mf-stats.json']) {
      writeFileSync(path.join(build, file), '{}');
    }
    await store.publish('insights', '1.0.0', build, 'tester');
    expect(await store.blobs.list('insights/1.0.0/')).toEqual(
      ['artifact.json', 'mf-manifest.json', 'remoteEntry.js', 'server/server.cjs'].map(
        (file) => `insights/1.0.0/${file}`,
      ),
    );
  });

  it('publishes compressed twins that hold their files, and refuses a build whose twin holds something else', async () => {
    const store = createArtifactStore(openBlobs());
    const build = insightsBuild({ entryText: 'var a = 1;' });
    writeFileSync(path.join(build, 'remoteEntry.js.br'), brotliCompressSync('var a = 1;'));
    writeFileSync(path.join(build, 'remoteEntry.js.gz'), gzipSync('var a = 1;'));
    expect((await store.publish('insights', '1.0.0', build, 'tester')).version).toBe('1.0.0');

    // The entry changed after the build wrote its twins: a browser taking brotli would get the old one.
    writeFileSync(path.join(build, 'remoteEntry.js'), 'var a = 2;');
    await expect(store.publish('insights', '1.0.1', build, 'tester')).rejects.toThrow(
      new ArtifactError('remoteEntry.js.br does not hold remoteEntry.js; build the remote again'),
    );
    expect(await store.blobs.list('insights/1.0.1/')).toEqual([]);
  });

  it('does not count a publish that stopped half-way as a version; publishing the same build again completes it', async () => {
    const store = createArtifactStore(openBlobs());
    const build = insightsBuild({ entryText: 'var a = 1;' });
    // What a publish that died after its first file leaves: no artifact.json.
    await store.blobs.put('insights/2.0.0/remoteEntry.js', Buffer.from('var a = 1;'), { createOnly: true });
    expect(await store.read('insights', '2.0.0')).toBeUndefined();
    expect(await store.readFile('insights', '2.0.0', 'remoteEntry.js')).toBeDefined();
    expect(await store.list()).toEqual([]);

    // Another build under the same version is refused, naming the file that differs; the same build completes it.
    await expect(
      store.publish('insights', '2.0.0', insightsBuild({ entryText: 'var b = 2;' }), 'other'),
    ).rejects.toThrow(
      new ArtifactError('insights@2.0.0 is already published, or being published, with another remoteEntry.js'),
    );
    expect(await store.read('insights', '2.0.0')).toBeUndefined();
    const artifact = await store.publish('insights', '2.0.0', build, 'tester');
    expect(await store.list()).toEqual([artifact]);
  });

  it('lets exactly one of two publishes of the same version win', async () => {
    const store = createArtifactStore(openBlobs());
    const outcomes = await Promise.allSettled([
      store.publish('insights', '3.0.0', insightsBuild({ entryText: 'var first = 1;' }), 'first'),
      store.publish('insights', '3.0.0', insightsBuild({ entryText: 'var second = 2;' }), 'second'),
    ]);
    const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(won).toHaveLength(1);
    const lost = outcomes.find((outcome) => outcome.status === 'rejected');
    expect(lost?.reason).toBeInstanceOf(ArtifactError);
    // What is published is the winner's build, whole.
    const published = await store.read('insights', '3.0.0');
    const entry = (await store.readFile('insights', '3.0.0', 'remoteEntry.js'))?.toString();
    expect(entry).toBe(published?.publishedBy === 'first' ? 'var first = 1;' : 'var second = 2;');
  });

  it('reads only the files of a version, never a path out of it or its metadata', async () => {
    const store = createArtifactStore(openBlobs());
    await store.publish('insights', '1.0.0', insightsBuild(), 'tester');
    expect(await store.readFile('insights', '1.0.0', 'mf-manifest.json')).toBeDefined();
    for (const file of ['../../etc/passwd', 'a//b', ARTIFACT_METADATA_FILE, 'missing.js']) {
      expect(await store.readFile('insights', '1.0.0', file)).toBeUndefined();
    }
    expect(await store.readFile('insights', 'not-a-version', 'mf-manifest.json')).toBeUndefined();
  });
});

describe('artifacts in a bucket (ARTIFACT_STORE_URL, issue 22)', () => {
  it('writes every file create-only (If-None-Match: *), artifact.json last', async () => {
    const blobs = stores[1]?.[1]();
    if (!blobs) throw new Error('no bucket store');
    const store = createArtifactStore(blobs);
    const prefix = blobs.location.replace(`s3://${s3.bucket}/`, '');
    const before = s3.requests.length;
    await store.publish('insights', '1.0.0', insightsBuild({ serverBundle: 'module.exports = {};' }), 'tester');
    const puts = s3.requests.slice(before).filter((request) => request.method === 'PUT');
    expect(puts.map((put) => put.key).sort()).toEqual(
      ['artifact.json', 'mf-manifest.json', 'remoteEntry.js', 'server/server.cjs'].map(
        (file) => `${prefix}/insights/1.0.0/${file}`,
      ),
    );
    expect(puts.every((put) => put.ifNoneMatch === '*')).toBe(true);
    expect(puts.at(-1)?.key).toBe(`${prefix}/insights/1.0.0/artifact.json`);
  });

  it('is what the API lists and pins from, and a missing bucket fails its start', async () => {
    const folder = temporaryFolder('artifacts-unused-');
    const env = {
      ...s3.env,
      ARTIFACT_STORE_URL: `s3://${s3.bucket}/api-artifacts`,
      ARTIFACT_STORE_DIR: folder,
      SHELL_MANIFEST: fakeShellManifest({ react: '19.3.1', 'react-dom': '19.3.1' }),
    };
    const publisher = createArtifactStore(
      createS3BlobStore({
        bucket: s3.bucket,
        prefix: 'api-artifacts',
        endpoint: s3.endpoint,
        region: s3.region,
        forcePathStyle: true,
        credentials: s3.credentials,
      }),
    );
    opened.push(publisher.blobs);
    const artifact = await publisher.publish('insights', '1.4.0', insightsBuild(), 'ci');
    await artifactStoreIn(folder).publish('insights', '1.5.0', insightsBuild(), 'ci');
    const testApp = await createTestApp(env);
    try {
      const authorization = `Bearer ${await testApp.releaseToken()}`;
      const listed = await testApp.admin.inject({ url: '/api/release-artifacts', headers: { authorization } });
      expect(listed.json()).toEqual([artifact]);
      const pin = (version: string) =>
        testApp.admin.inject({
          method: 'POST',
          url: '/api/releases/production/pins',
          headers: { authorization },
          payload: { pins: [{ remote: 'insights', version }], reason: 'from the bucket' },
        });
      const pinned = await pin('1.4.0');
      expect(pinned.statusCode).toBe(200);
      expect(pinned.json<EnvironmentStatus>().pins).toEqual([
        expect.objectContaining({ remote: 'insights', version: '1.4.0', integrity: artifact.integrity }),
      ]);
      const manifest = (await testApp.app.inject('/api/releases/production')).json<ReleaseManifest>();
      expect(manifest.remotes.find((remote) => remote.name === 'insights')?.version).toBe('1.4.0');
      // A version only in ARTIFACT_STORE_DIR is not in the bucket: never published, as far as this API knows.
      const refused = await pin('1.5.0');
      expect(refused.statusCode).toBe(409);
      expect(refused.json<ReleaseRefusal>().refusals).toEqual([
        { remote: 'insights', reason: 'insights@1.5.0 was never published' },
      ]);
    } finally {
      await testApp.close();
    }
    await expect(createTestApp({ ...env, ARTIFACT_STORE_URL: 's3://no-such-bucket/artifacts' })).rejects.toThrow(
      's3://no-such-bucket: the bucket does not exist',
    );
  });
});
