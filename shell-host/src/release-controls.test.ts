// Release controls through the public site (issue 51, docs/decisions/045): the shell's host forwards /api to the
// API's public port, where no admin route exists, so none can be reached through the site; and the health signals
// the host makes (a report token in each page, its count of rendered pages) let real pages act.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import {
  AUTO_ACTOR,
  DEFAULT_CANARY_MIN_LOADS,
  MIN_REPORTING_PAGES,
  PAGE_LOADS_REPORT_INTERVAL_MS,
  SITE_CONFIG_ELEMENT_ID,
} from '@site/shared/contracts';
import type { EnvironmentServingStatus, HistoryEntry, SiteConfig } from '@site/shared/contracts';
import { healthReportSecret } from '@site/shared/server/health-report-token';
import { REAL_USER_LCP_BUDGET_MS, REAL_USER_MIN_PAGES, VITALS_BEACON_PATH } from '@site/shared/real-user-metrics';
import { artifactStoreIn, fakeRemoteBuild, routesOnly } from '@site/shared/server/testing/release-fixtures';
import { temporaryFolder } from '@site/shared/server/testing/temporary-folder';
import { NOWHERE, hostOverApi, releasesApiEnv } from './testing/host-over-api.ts';
import type { HostOverApi } from './testing/host-over-api.ts';

let site: HostOverApi;
let api: HostOverApi['api'];
let shell: FastifyInstance;
let token: string;

beforeAll(async () => {
  const storeDir = temporaryFolder('host-release-controls-artifacts-');
  site = await hostOverApi({
    apiEnv: releasesApiEnv(storeDir),
    async beforeListen(testApi) {
      token = await testApi.releaseToken('rm');
      for (const version of ['1.0.0', '1.1.0']) {
        const build = fakeRemoteBuild({ exposes: routesOnly('forms') });
        await artifactStoreIn(storeDir).publish('forms', version, build, 'ci');
      }
    },
    hostOptions: (testApi) => ({
      // The secret the API checks with: the one kept under its DATA_DIR, as `npm start` shares it.
      healthReportSecret: healthReportSecret(undefined, testApi.dataDir),
      remoteOrigins: [NOWHERE],
    }),
  });
  ({ api, shell } = site);
}, 30_000);
afterAll(() => site.close());

const authorization = () => `Bearer ${token}`;
const adminGet = (url: string) => api.admin.inject({ url, headers: { authorization: authorization() } });
const adminPost = (url: string, payload: object) =>
  api.admin.inject({ method: 'POST', url, payload, headers: { authorization: authorization() } });

/** The site config the host wrote into a page. */
function siteConfigOf(html: string): SiteConfig {
  const match = new RegExp(`<script id="${SITE_CONFIG_ELEMENT_ID}" type="application/json">(.*?)</script>`).exec(html);
  return JSON.parse(match?.[1] ?? 'null') as SiteConfig;
}

describe('the admin API through the public site', () => {
  it('cannot be reached: every admin route through the host is 404, with a valid token too', async () => {
    const routes = [
      ['GET', '/api/release-environments'],
      ['GET', '/api/release-artifacts'],
      ['GET', '/api/release-tokens'],
      ['GET', '/api/releases/production/status'],
      ['GET', '/api/releases/production/history'],
      ['POST', '/api/releases/production/pins'],
      ['POST', '/api/releases/production/rollback'],
      ['POST', '/api/releases/production/unpin'],
      ['POST', '/api/releases/promote'],
      ['POST', '/api/releases/production/canary'],
      ['POST', '/api/releases/production/canary/promote'],
      ['POST', '/api/releases/production/canary/abort'],
      ['POST', '/api/release-tokens'],
      ['POST', '/api/release-tokens/tok_000000000000/revoke'],
    ] as const;
    for (const [method, url] of routes) {
      const response = await shell.inject({
        method,
        url,
        headers: { authorization: authorization(), 'content-type': 'application/json' },
        ...(method === 'POST'
          ? { payload: JSON.stringify({ pins: [{ remote: 'forms', version: '1.0.0' }], remote: 'forms', reason: 'r' }) }
          : {}),
      });
      expect({ route: `${method} ${url}`, status: response.statusCode }).toEqual({
        route: `${method} ${url}`,
        status: 404,
      });
    }
    expect((await adminGet('/api/releases/production/history')).json()).toEqual([]);
    // What the site does forward: the live manifest.
    expect((await shell.inject('/api/releases/production')).statusCode).toBe(200);
  });
});

describe('health signals from pages the host rendered', () => {
  it('roll back a broken pin once enough distinct pages report, through the site', async () => {
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

    // Pages while the pin is watched: each carries a report token of its own, for its release id.
    const pages: SiteConfig[] = [];
    for (let page = 0; page < DEFAULT_CANARY_MIN_LOADS; page += 1) {
      pages.push(siteConfigOf((await shell.inject('/')).body));
    }
    const tokens = new Set(pages.map((config) => config.healthReportToken));
    expect(tokens.size).toBe(DEFAULT_CANARY_MIN_LOADS);
    const releaseId = pages[0]?.releases?.releaseId ?? '';
    expect(pages[0]?.healthReportToken?.startsWith(`${releaseId}.`)).toBe(true);

    // The host's count of those pages reaches the API within its interval: the page loads of the health check.
    const formsHealth = async () =>
      (await adminGet('/api/releases/production/status'))
        .json<EnvironmentServingStatus>()
        .remotes.find((remote) => remote.remote === 'forms')?.health;
    for (let wait = 0; wait < 100 && (await formsHealth())?.loads !== DEFAULT_CANARY_MIN_LOADS; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await formsHealth()).toEqual({ loads: DEFAULT_CANARY_MIN_LOADS, errors: 0, errorRate: 0 });

    // Each page reports once, as the browser's reporter does, through the site's /api.
    for (const config of pages.slice(0, MIN_REPORTING_PAGES)) {
      const response = await shell.inject({
        method: 'POST',
        url: '/api/releases/production/health',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({
          releaseId,
          token: config.healthReportToken,
          reports: [{ remote: 'forms', version: '1.1.0', kind: 'uncaught' }],
        }),
      });
      expect(response.statusCode).toBe(202);
    }
    const [last] = (await adminGet('/api/releases/production/history')).json<HistoryEntry[]>();
    expect(last).toMatchObject({ action: 'rollback', actor: AUTO_ACTOR, fromVersion: '1.1.0', toVersion: '1.0.0' });

    // Nothing is watched now: pages carry no token, and are counted nowhere.
    const after = siteConfigOf((await shell.inject('/')).body);
    expect(after.releases?.healthWatched).toBe(false);
    expect(after.healthReportToken).toBeUndefined();
  });
});

describe("real visitors' LCP on pages the host rendered", () => {
  it('rolls back a watched pin whose pages are slow for real visitors, each page counted once', async () => {
    // forms 1.0.0 is live (the rollback above left it so; 409 says it is already); 1.1.0 goes out watched.
    const base = await adminPost('/api/releases/production/pins', {
      pins: [{ remote: 'forms', version: '1.0.0' }],
      reason: 'base',
    });
    expect([200, 409]).toContain(base.statusCode);
    const pinned = await adminPost('/api/releases/production/pins', {
      pins: [{ remote: 'forms', version: '1.1.0' }],
      autoRollback: true,
      reason: 'forms 1.1.0',
    });
    expect(pinned.statusCode).toBe(200);
    // Pages of a forms route, each with its report token, as visitors' browsers got them.
    // The host learns of the pin from the API's release feed: until then its pages are the unwatched release's.
    const page = async () => siteConfigOf((await shell.inject('/contact-us')).body);
    for (let wait = 0; wait < 100 && !(await page()).healthReportToken; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const pages: SiteConfig[] = [];
    for (let count = 0; count < REAL_USER_MIN_PAGES; count += 1) pages.push(await page());
    expect(pages.every((config) => config.healthReportToken)).toBe(true);
    const releaseId = pages[0]?.releases?.releaseId ?? '';
    let visitor = 0;
    const beacon = (token: string | undefined, lcpMs: number) =>
      shell.inject({
        method: 'POST',
        url: VITALS_BEACON_PATH,
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        remoteAddress: `10.9.0.${++visitor}`,
        payload: JSON.stringify({
          route: '/contact-us',
          release: releaseId,
          metrics: [{ name: 'LCP', value: lcpMs }],
          ...(token ? { token } : {}),
        }),
      });
    const slow = REAL_USER_LCP_BUDGET_MS + 1_500;
    const history = async () => (await adminGet('/api/releases/production/history')).json<HistoryEntry[]>();
    const rolledBack = async () => (await history())[0]?.actor === AUTO_ACTOR;
    /** Until the automatic rollback, or `ms`. */
    const waitForRollback = async (ms: number) => {
      for (const deadline = Date.now() + ms; Date.now() < deadline && !(await rolledBack());) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };

    // All but one page slow, one page's token sent again and again, and slow beacons without a token: not enough.
    for (const config of pages.slice(0, -1))
      expect((await beacon(config.healthReportToken, slow)).statusCode).toBe(204);
    for (let replay = 0; replay < 5; replay += 1) await beacon(pages[0]?.healthReportToken, slow);
    for (let untokened = 0; untokened < 5; untokened += 1) await beacon(undefined, slow);
    // The host tells its counts every PAGE_LOADS_REPORT_INTERVAL_MS: three of them pass.
    await waitForRollback(3 * PAGE_LOADS_REPORT_INTERVAL_MS);
    expect(await rolledBack()).toBe(false);

    // The last page's own beacon makes the minimum: its release's p75 LCP is past the budget, and it is rolled back.
    await beacon(pages.at(-1)?.healthReportToken, slow);
    await waitForRollback(10_000);
    const [latest] = await history();
    expect(latest).toMatchObject({ action: 'rollback', actor: AUTO_ACTOR, fromVersion: '1.1.0', toVersion: '1.0.0' });
    expect(latest?.reason).toContain(`${REAL_USER_MIN_PAGES} of ${REAL_USER_MIN_PAGES} real visitors' pages`);
  });
});
