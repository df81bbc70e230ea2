// A render that fails sends the address's last good page, marked stale, not the boot page (docs/decisions/043).
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import {
  APPLICATION_DRAFT_COOKIE,
  PAGE_TOKEN_PERIOD_MS,
  PRIVATE_PAGE_CACHE_CONTROL,
  SHARED_PAGE_CACHE_CONTROL,
} from '@site/shared/contracts';
import { temporaryFolder } from '@site/shared/server/testing/temporary-folder';
import { STALE_PAGE_HEADER } from './host.ts';
import { NOWHERE, hostOverApi, releasesApiEnv } from './testing/host-over-api.ts';
import type { HostOverApi } from './testing/host-over-api.ts';

let site: HostOverApi;
/** While this file exists, what the stand-in shell bundle renders fails (it runs outside the test's context). */
let failFlag: string;
const failRenders = () => writeFileSync(failFlag, '');

beforeAll(async () => {
  site = await hostOverApi({
    apiEnv: releasesApiEnv(temporaryFolder('last-good-page-artifacts-')),
    // A stand-in for the shell's server bundle: each address's body, rendered whole, until the flag says it fails.
    serverBundle(distDir) {
      failFlag = path.join(distDir, 'renders-fail');
      return `exports.sharedModules = {};
        exports.renderPage = async ({ url }) => {
          if (require('node:fs').existsSync(${JSON.stringify(failFlag)})) throw new Error('the render failed');
          return { kind: 'page', status: 200, complete: true, dataMissing: false, head: '', apiCache: {}, widgets: [],
            html: '<main><h1>The body of ' + url + '</h1></main>' };
        };`;
    },
    hostOptions: () => ({ remoteOrigins: [NOWHERE] }),
  });
}, 30_000);
afterEach(() => {
  rmSync(failFlag, { force: true });
  jest.restoreAllMocks();
});
afterAll(() => site.close());

const get = (url: string, cookie?: string) =>
  site.shell.inject({ url, headers: { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) } });

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
