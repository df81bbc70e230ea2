// A render that fails sends the address's last good page, marked stale, not the boot page (docs/decisions/043).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from 'api/testing/test-app';
import {
  APPLICATION_DRAFT_COOKIE,
  PAGE_TOKEN_PERIOD_MS,
  PRIVATE_PAGE_CACHE_CONTROL,
  SHARED_PAGE_CACHE_CONTROL,
  defaultSiteConfig,
  remoteNames,
} from '@site/shared/contracts';
import { fakeShellManifest } from '@site/shared/server/testing/release-fixtures';
import { SERVER_BUNDLE_PATH } from '@site/shared/server/server-bundle';
import { temporaryFolder } from '@site/shared/server/testing/temporary-folder';
import { builtShellTemplate } from './shell-template-for-tests.ts';
import { STALE_PAGE_HEADER, createShellHost } from './host.ts';

const NOWHERE = 'http://127.0.0.1:9';

let api: Awaited<ReturnType<typeof createTestApp>>;
let shell: FastifyInstance;
let distDir: string;
/** While this file exists, what the stand-in shell bundle renders fails (it runs outside the test's context). */
let failFlag: string;
const failRenders = () => writeFileSync(failFlag, '');

beforeAll(async () => {
  api = await createTestApp({
    ARTIFACT_STORE_DIR: temporaryFolder('last-good-page-artifacts-'),
    SHELL_MANIFEST: fakeShellManifest({ react: '19.3.1', 'react-dom': '19.3.1' }),
    ...Object.fromEntries(remoteNames.map((name) => [`REMOTE_${name.toUpperCase()}_ORIGIN`, NOWHERE])),
  });
  const apiOrigin = await api.app.listen({ host: '127.0.0.1', port: 0 });
  distDir = mkdtempSync(path.join(os.tmpdir(), 'last-good-page-shell-'));
  failFlag = path.join(distDir, 'renders-fail');
  writeFileSync(path.join(distDir, 'index.html'), builtShellTemplate());
  const bundle = path.join(distDir, SERVER_BUNDLE_PATH);
  mkdirSync(path.dirname(bundle), { recursive: true });
  // A stand-in for the shell's server bundle: each address's body, rendered whole, until the flag says it fails.
  writeFileSync(
    bundle,
    `exports.sharedModules = {};
     exports.renderPage = async ({ url }) => {
       if (require('node:fs').existsSync(${JSON.stringify(failFlag)})) throw new Error('the render failed');
       return { kind: 'page', status: 200, complete: true, dataMissing: false, head: '', apiCache: {}, widgets: [],
         html: '<main><h1>The body of ' + url + '</h1></main>' };
     };`,
  );
  shell = await createShellHost({
    distDir,
    apiOrigin,
    formTokenSecret: 'secret',
    siteConfig: defaultSiteConfig,
    siteOrigins: [],
    remoteOrigins: [NOWHERE],
  });
}, 30_000);
afterEach(() => {
  rmSync(failFlag, { force: true });
  jest.restoreAllMocks();
});
afterAll(async () => {
  await shell.close();
  await api.close();
  rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string, cookie?: string) =>
  shell.inject({ url, headers: { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) } });

/** From now on the host renders in the form token's next period: a shared page's ETag changes, so it renders again. */
function nextTokenPeriod() {
  const realNow = Date.now.bind(Date);
  jest.spyOn(Date, 'now').mockImplementation(() => realNow() + PAGE_TOKEN_PERIOD_MS);
}

describe('a page whose render fails', () => {
  it("is the address's last good page, marked stale and kept by no shared cache", async () => {
    const fresh = await get('/about-who-we-are');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.body).toContain('The body of /about-who-we-are');
    expect(fresh.headers['cache-control']).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(fresh.headers[STALE_PAGE_HEADER]).toBeUndefined();

    failRenders();
    nextTokenPeriod();
    const fallback = await get('/about-who-we-are');
    expect(fallback.statusCode).toBe(200);
    expect(fallback.body).toBe(fresh.body);
    expect(fallback.headers[STALE_PAGE_HEADER]).toMatch(/^\d+$/);
    expect(fallback.headers['cache-control']).toBe(PRIVATE_PAGE_CACHE_CONTROL);
    expect(fallback.headers['content-security-policy']).toBe(fresh.headers['content-security-policy']);
  });

  it('is the boot page when the host never sent that address whole, or the page is the visitor’s own', async () => {
    expect((await get('/contact-us')).body).toContain('The body of /contact-us');
    failRenders();
    nextTokenPeriod();
    const never = await get('/services');
    expect(never.statusCode).toBe(200);
    expect(never.body).not.toContain('The body of');
    expect(never.headers[STALE_PAGE_HEADER]).toBeUndefined();
    // A visitor with a draft gets their own page: never another visitor's copy.
    const own = await get('/contact-us', `${APPLICATION_DRAFT_COOKIE}=a-draft`);
    expect(own.body).not.toContain('The body of');
    expect(own.headers[STALE_PAGE_HEADER]).toBeUndefined();
  });
});
