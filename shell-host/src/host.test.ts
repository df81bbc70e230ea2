import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { COHORT_BUCKETS, COHORT_COOKIE, SERVER_BUNDLE_TOKEN_HEADER } from '@site/shared/contracts';
import { cohortBucket, cohortCookie, createShellHost } from './host.ts';
import { defaultSiteConfig } from '@site/shared/contracts';
import Fastify from 'fastify';
import { builtShellTemplate } from './shell-template-for-tests.ts';

const SCRIPT = 'main.1a2b3c4d.js';

/** A published version's folder in a folder store: its files are written there, beside its artifact.json. */
function publishedVersion(storeDir: string, remote: string, version: string): string {
  const dir = path.join(storeDir, remote, version);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'artifact.json'), JSON.stringify({ remote, version }));
  return dir;
}
const content = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;

describe('what the shell host never publishes (docs/decisions/014)', () => {
  const TOKEN = 'the-server-bundle-token';
  let distDir: string;
  let artifactDir: string;
  let shell: FastifyInstance;

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
    writeFileSync(path.join(distDir, 'index.html'), builtShellTemplate());
    shell = await createShellHost({
      distDir,
      apiOrigin: 'http://127.0.0.1:9',
      formTokenSecret: 's',
      siteConfig: defaultSiteConfig,
      siteOrigins: [],
    });
  });

  afterAll(async () => {
    await shell.close();
    rmSync(distDir, { recursive: true, force: true });
    rmSync(artifactDir, { recursive: true, force: true });
  });

  it('never serves the shell host its own server bundle, a map or mf-stats.json', async () => {
    for (const url of ['/server/server.cjs', `/${SCRIPT}.map`, '/mf-stats.json']) {
      const response = await shell.inject({ url, headers: { [SERVER_BUNDLE_TOKEN_HEADER]: TOKEN } });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('module.exports');
    }
  });

  it('compresses the page it writes at any address, as it does its files (issue 19)', async () => {
    for (const url of ['/', '/guides/a-guide', '/about-us?x=1']) {
      const response = await shell.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<html');
    }
  });
});

describe('the cohort of a visitor (docs/decisions/021)', () => {
  it("keeps a returning visitor's bucket and draws a new one for a first visit or a bad cookie", () => {
    expect(cohortBucket(`other=1; ${COHORT_COOKIE}=7`)).toEqual({ bucket: 7, fresh: false });
    for (const header of [undefined, `${COHORT_COOKIE}=100`, `${COHORT_COOKIE}=-1`, `${COHORT_COOKIE}=x`]) {
      const drawn = cohortBucket(header);
      expect(drawn.fresh).toBe(true);
      expect(Number.isInteger(drawn.bucket) && drawn.bucket >= 0 && drawn.bucket < COHORT_BUCKETS).toBe(true);
    }
  });

  it('keeps the bucket for a year, for this site only, out of scripts', () => {
    expect(cohortCookie(42)).toBe(`${COHORT_COOKIE}=42; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly`);
  });
});

describe('the visitor behind a load balancer (TRUSTED_PROXIES)', () => {
  const BALANCER = '10.0.0.2';
  const VISITOR = '198.51.100.7';
  let api: FastifyInstance;
  let shell: FastifyInstance;
  let distDir: string;

  beforeAll(async () => {
    api = Fastify();
    api.get('/api/echo', async (request) => ({ forwardedFor: request.headers['x-forwarded-for'] }));
    const apiOrigin = await api.listen({ host: '127.0.0.1', port: 0 });
    distDir = mkdtempSync(path.join(os.tmpdir(), 'shell-host-proxies-'));
    writeFileSync(path.join(distDir, 'index.html'), builtShellTemplate());
    shell = await createShellHost({
      distDir,
      apiOrigin,
      formTokenSecret: 's',
      siteConfig: defaultSiteConfig,
      siteOrigins: [],
      trustedProxies: [BALANCER],
    });
  });
  afterAll(async () => {
    await shell.close();
    await api.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  const forwardedFor = async (from: string, header?: string) =>
    (
      await shell.inject({
        url: '/api/echo',
        remoteAddress: from,
        headers: header === undefined ? {} : { 'x-forwarded-for': header },
      })
    ).json<{ forwardedFor: string }>().forwardedFor;

  it("passes on the visitor's own address, read from a trusted balancer's X-Forwarded-For, so each visitor has their own rate-limit bucket", async () => {
    expect(await forwardedFor(BALANCER, VISITOR)).toBe(VISITOR);
    expect(await forwardedFor(BALANCER, '203.0.113.50')).toBe('203.0.113.50');
    // A chain: the nearest address the balancer did not add is the visitor's; what they claimed before it is not.
    expect(await forwardedFor(BALANCER, `192.0.2.1, ${VISITOR}`)).toBe(VISITOR);
  });

  it('believes no X-Forwarded-For from a peer it does not trust', async () => {
    expect(await forwardedFor('203.0.113.9', VISITOR)).toBe('203.0.113.9');
    expect(await forwardedFor('203.0.113.9')).toBe('203.0.113.9');
  });
});
