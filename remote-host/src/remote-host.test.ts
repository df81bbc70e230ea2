import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { ASSET_CONTENT_SECURITY_POLICY, SERVER_BUNDLE_TOKEN_HEADER } from '@site/shared/contracts';
import { isServerBundleToken } from '@site/shared/server/build-files';
import { createRemoteHost } from './remote-host.ts';
import { createArtifactStore } from '@site/shared/server/artifact-store';
import type { ArtifactStore } from '@site/shared/server/artifact-store';
import { artifactStoreIn, fakeRemoteBuild, routesOnly } from '@site/shared/server/testing/release-fixtures';
import { createS3BlobStore } from '@site/shared/server/blob-store';
import { startS3Server } from '@site/shared/server/testing/s3-server';
import type { TestS3Server } from '@site/shared/server/testing/s3-server';

const SCRIPT = 'main.1a2b3c4d.js';

/** A published version's folder in a folder store: its files are written there, beside its artifact.json. */
function publishedVersion(storeDir: string, remote: string, version: string): string {
  const dir = path.join(storeDir, remote, version);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'artifact.json'), JSON.stringify({ remote, version }));
  return dir;
}
const SITE = 'http://127.0.0.1:3000';
const content = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;

describe("a remote's static host", () => {
  let distDir: string;
  let artifactDir: string;
  let host: FastifyInstance;

  beforeAll(async () => {
    distDir = mkdtempSync(path.join(os.tmpdir(), 'static-host-'));
    artifactDir = mkdtempSync(path.join(os.tmpdir(), 'static-host-artifacts-'));
    // Files with no twin: too small to compress, or published by a build from before twins existed.
    writeFileSync(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const published = publishedVersion(artifactDir, 'content', '1.0.0');
    writeFileSync(path.join(published, 'remoteEntry.js'), content);
    // A published version's script with its twins, and a file in a folder of the current build.
    writeFileSync(path.join(published, SCRIPT), content);
    writeFileSync(path.join(published, `${SCRIPT}.br`), brotliCompressSync(content));
    writeFileSync(path.join(published, `${SCRIPT}.gz`), gzipSync(content));
    // A publish that stopped before its artifact.json: not a version.
    mkdirSync(path.join(artifactDir, 'content', '1.1.0'), { recursive: true });
    writeFileSync(path.join(artifactDir, 'content', '1.1.0', SCRIPT), content);
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'assets', 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // A build as PrecompressPlugin leaves it: each text file with its .br and .gz twins.
    for (const name of [SCRIPT, 'remoteEntry.js']) {
      writeFileSync(path.join(distDir, name), content);
      writeFileSync(path.join(distDir, `${name}.br`), brotliCompressSync(content));
      writeFileSync(path.join(distDir, `${name}.gz`), gzipSync(content));
    }
    host = await createRemoteHost({
      remote: 'content',
      distDir,
      artifacts: artifactStoreIn(artifactDir),
      siteOrigins: [SITE],
    });
  });

  afterAll(async () => {
    await host.close();
    rmSync(distDir, { recursive: true, force: true });
    rmSync(artifactDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string, origin: string = SITE) =>
    host.inject({
      method: 'GET',
      url,
      headers: { origin, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });

  /** The body as the browser reads it, whichever way it travelled. */
  const decoded = (response: Awaited<ReturnType<typeof get>>) => {
    const encoding = response.headers['content-encoding'];
    if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
    if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
    return response.body;
  };

  it("sends the build's own brotli twin to a browser that takes brotli, and gzip to one that takes only gzip", async () => {
    const brotli = await get(`/${SCRIPT}`, 'gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.equals(brotliCompressSync(content))).toBe(true);

    const gzip = await get(`/${SCRIPT}`, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(gzipSync(content))).toBe(true);

    const plain = await get(`/${SCRIPT}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(content);
  });

  it('sends a file that has no twin as it is, from the current build and from a published version alike', async () => {
    const small = await get('/favicon.svg', 'gzip, deflate, br');
    expect(small.statusCode).toBe(200);
    expect(decoded(small)).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');

    const published = await get('/1.0.0/remoteEntry.js', 'gzip, deflate, br');
    expect(published.statusCode).toBe(200);
    expect(decoded(published)).toBe(content);
    expect(published.headers['cache-control']).toBe('no-cache');
  });

  it("serves a published version's twins from the artifact store, and the current build's folders beside them", async () => {
    const published = await get(`/1.0.0/${SCRIPT}`, 'gzip, deflate, br');
    expect(published.headers['content-encoding']).toBe('br');
    expect(decoded(published)).toBe(content);
    expect(published.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    expect(published.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(published.headers.vary).toMatch(/origin, accept-encoding/);
    const gzipped = await get(`/1.0.0/${SCRIPT}`, 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzipped)).toBe(content);
    const plain = await get(`/1.0.0/${SCRIPT}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(content);
    // Revalidation: the same bytes answer 304.
    const again = await host.inject({
      url: `/1.0.0/${SCRIPT}`,
      headers: { 'accept-encoding': 'br', 'if-none-match': String(published.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    expect((await get('/assets/icon.svg')).statusCode).toBe(200);
    expect((await get(`/2.0.0/${SCRIPT}`)).statusCode).toBe(404);
    expect((await get('/1.0.0/missing.js')).statusCode).toBe(404);
    // A publish that never finished (no artifact.json) serves nothing.
    expect((await get(`/1.1.0/${SCRIPT}`)).statusCode).toBe(404);
    // A path out of the store is refused.
    expect((await get('/..%2F..%2Fetc/passwd')).statusCode).toBeGreaterThanOrEqual(400);
  });

  it('labels every encoding as the script it is, cached as the file it encodes, varying by Accept-Encoding', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      const hashed = await get(`/${SCRIPT}`, encoding);
      expect(hashed.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(hashed.headers.vary).toMatch(/accept-encoding/i);
      expect(hashed.headers.vary).toMatch(/origin/i);
      expect(hashed.headers['access-control-allow-origin']).toBe(SITE);

      const entry = await get('/remoteEntry.js', encoding);
      expect(entry.headers['cache-control']).toBe('no-cache');
    }
  });

  it("shares its files with the site's pages only (SITE_ORIGINS), and sends the security headers", async () => {
    for (const url of [`/${SCRIPT}`, '/1.0.0/remoteEntry.js', '/missing.js']) {
      const elsewhere = await get(url, undefined, 'https://evil.example');
      expect(elsewhere.headers['access-control-allow-origin']).toBeUndefined();
      expect(elsewhere.headers['x-content-type-options']).toBe('nosniff');
      expect(elsewhere.headers['content-security-policy']).toBe(ASSET_CONTENT_SECURITY_POLICY);
      expect(elsewhere.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
    expect((await get('/1.0.0/remoteEntry.js')).headers['access-control-allow-origin']).toBe(SITE);
  });
});

describe("a remote's host serving its published versions from a bucket (ARTIFACT_STORE_URL, issue 22)", () => {
  let s3: TestS3Server;
  let store: ArtifactStore;
  let distDir: string;
  let host: FastifyInstance;

  beforeAll(async () => {
    s3 = await startS3Server();
    store = createArtifactStore(
      createS3BlobStore({
        bucket: s3.bucket,
        prefix: 'artifacts',
        endpoint: s3.endpoint,
        region: s3.region,
        forcePathStyle: true,
        credentials: s3.credentials,
      }),
    );
    distDir = mkdtempSync(path.join(os.tmpdir(), 'static-host-bucket-'));
    host = await createRemoteHost({ remote: 'insights', distDir, artifacts: store, siteOrigins: [SITE] });
  });

  afterAll(async () => {
    await host.close();
    await store.blobs.close();
    await s3.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('serves a version published to the bucket after the host started, with its twins, and nothing else', async () => {
    expect((await host.inject(`/2.0.0/${SCRIPT}`)).statusCode).toBe(404);
    const build = fakeRemoteBuild({ exposes: routesOnly('insights'), entryText: content });
    writeFileSync(path.join(build, SCRIPT), content);
    writeFileSync(path.join(build, `${SCRIPT}.br`), brotliCompressSync(content));
    await store.publish('insights', '2.0.0', build, 'ci');

    const entry = await host.inject({ url: '/2.0.0/remoteEntry.js', headers: { origin: SITE } });
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe(content);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['access-control-allow-origin']).toBe(SITE);
    const script = await host.inject({ url: `/2.0.0/${SCRIPT}`, headers: { 'accept-encoding': 'br' } });
    expect(script.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(script.rawPayload).toString()).toBe(content);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await host.inject('/2.0.0/mf-manifest.json');
    expect(manifest.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(manifest.json()).toMatchObject({ exposes: [expect.objectContaining({ path: './routes' })] });
    // Its metadata (who published it) and what is not in the version are not served.
    expect((await host.inject('/2.0.0/artifact.json')).statusCode).toBe(404);
    expect((await host.inject('/2.0.0/other.js')).statusCode).toBe(404);
  });
});

describe('what a remote host never publishes (docs/decisions/014)', () => {
  const TOKEN = 'the-server-bundle-token';
  let distDir: string;
  let artifactDir: string;
  let remote: FastifyInstance;

  beforeAll(async () => {
    distDir = mkdtempSync(path.join(os.tmpdir(), 'static-host-private-'));
    artifactDir = mkdtempSync(path.join(os.tmpdir(), 'static-host-private-artifacts-'));
    for (const dir of [distDir, publishedVersion(artifactDir, 'insights', '1.0.0')]) {
      mkdirSync(path.join(dir, 'server'), { recursive: true });
      writeFileSync(path.join(dir, 'server', 'server.cjs'), 'module.exports = { pages: {} };');
      writeFileSync(path.join(dir, SCRIPT), content);
      // What an older build or artifact may still hold.
      writeFileSync(path.join(dir, `${SCRIPT}.map`), '{"version":3}');
      writeFileSync(path.join(dir, 'mf-stats.json'), '{}');
    }
    remote = await createRemoteHost({
      remote: 'insights',
      distDir,
      artifacts: artifactStoreIn(artifactDir),
      siteOrigins: [SITE],
      serverBundleToken: TOKEN,
    });
  });

  afterAll(async () => {
    await remote.close();
    rmSync(distDir, { recursive: true, force: true });
    rmSync(artifactDir, { recursive: true, force: true });
  });

  it.each([
    `/${SCRIPT}.map`,
    `/1.0.0/${SCRIPT}.map`,
    '/mf-stats.json',
    '/1.0.0/mf-stats.json',
    `/%2E%2E/${SCRIPT}.map`,
  ])('answers 404 for %s, and still serves the scripts', async (url) => {
    expect((await remote.inject(url)).statusCode).toBe(404);
    expect((await remote.inject(`/${SCRIPT}`)).statusCode).toBe(200);
  });

  it("serves a remote's server bundle only to a request carrying SERVER_BUNDLE_TOKEN", async () => {
    for (const url of ['/server/server.cjs', '/1.0.0/server/server.cjs']) {
      expect((await remote.inject(url)).statusCode).toBe(404);
      expect((await remote.inject({ url, headers: { [SERVER_BUNDLE_TOKEN_HEADER]: 'a-guess' } })).statusCode).toBe(404);
      const withToken = await remote.inject({ url, headers: { [SERVER_BUNDLE_TOKEN_HEADER]: TOKEN } });
      expect(withToken.statusCode).toBe(200);
      expect(withToken.body).toContain('module.exports');
    }
  });

  it('compares the token in constant time and refuses an empty or missing one', () => {
    expect(isServerBundleToken(TOKEN, TOKEN)).toBe(true);
    expect(isServerBundleToken(`${TOKEN}x`, TOKEN)).toBe(false);
    expect(isServerBundleToken('', '')).toBe(false);
    expect(isServerBundleToken(TOKEN, undefined)).toBe(false);
    expect(isServerBundleToken([TOKEN, TOKEN], TOKEN)).toBe(false);
  });
});
