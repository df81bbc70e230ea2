// Rollback on the servers' own signals (issue 50): a shell host's signed count of page loads also carries the pages
// and actions of each release that failed on the host, per remote (renders, its server bundle, its actions' 5xx).
// They count against that remote's version in the health check with no page reporting anything; one the host did
// not sign, or naming a release or remote that is not live, counts for nothing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { AUTO_ACTOR, DEFAULT_CANARY_MIN_LOADS } from '@site/shared/contracts';
import { REAL_USER_LCP_PERCENTILE, REAL_USER_MIN_PAGES } from '@site/shared/real-user-metrics';
import type { EnvironmentServingStatus, HistoryEntry, PageLoadsReport, ReleaseManifest } from '@site/shared/contracts';
import { HEALTH_REPORT_SECRET_FILE, signPageLoads } from '@site/shared/server/health-report-token';
import {
  artifactStoreIn,
  fakeRemoteBuild,
  fakeShellManifest,
  routesOnly,
} from '@site/shared/server/testing/release-fixtures';
import { temporaryFolder } from '@site/shared/server/testing/temporary-folder';
import { createTestApp } from '../../test/test-app.ts';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let TOKEN: string;

beforeEach(async () => {
  const storeDir = temporaryFolder('server-signals-artifacts-');
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

const bearer = () => ({ authorization: `Bearer ${TOKEN}` });
const adminPost = (url: string, payload: object) =>
  testApp.admin.inject({ method: 'POST', url, payload, headers: bearer() });
const adminGet = (url: string) => testApp.admin.inject({ url, headers: bearer() });
const formsVersion = async () =>
  (await adminGet('/api/releases/production/status'))
    .json<EnvironmentServingStatus>()
    .pins.find((pin) => pin.remote === 'forms')?.version;
const history = async () => (await adminGet('/api/releases/production/history')).json<HistoryEntry[]>();

/** forms 1.0.0 pinned, then 1.1.0 pinned with auto-rollback. */
async function pinWithAutoRollback(): Promise<ReleaseManifest> {
  for (const [version, autoRollback] of [
    ['1.0.0', false],
    ['1.1.0', true],
  ] as const) {
    const pinned = await adminPost('/api/releases/production/pins', {
      pins: [{ remote: 'forms', version }],
      autoRollback,
      reason: `forms ${version}`,
    });
    expect(pinned.statusCode).toBe(200);
  }
  return (await testApp.app.inject('/api/releases/production?bucket=0')).json<ReleaseManifest>();
}

const secret = () => readFileSync(path.join(testApp.dataDir, HEALTH_REPORT_SECRET_FILE), 'utf8').trim();

/** What a host tells after rendering `pages` pages of a release, `failed` of which failed on it for `remote`. */
const hostCount = (
  releaseId: string,
  pages: number,
  failures: NonNullable<PageLoadsReport['failures']>,
  signingSecret = secret(),
  vitals: NonNullable<PageLoadsReport['vitals']> = [],
) => signPageLoads(signingSecret, 'production', [{ releaseId, pages }], Date.now(), failures, vitals);

const send = (payload: PageLoadsReport) =>
  testApp.app.inject({ method: 'POST', url: '/api/releases/production/health/page-loads', payload });

describe("the servers' own signals (issue 50)", () => {
  it("roll a version back on the host's failures alone, without a single page report", async () => {
    const live = await pinWithAutoRollback();
    const failed = Math.ceil(DEFAULT_CANARY_MIN_LOADS / 4);
    const answer = await send(
      hostCount(live.releaseId, DEFAULT_CANARY_MIN_LOADS, [
        { releaseId: live.releaseId, remote: 'forms', pages: failed },
      ]),
    );
    expect(answer.statusCode).toBe(202);
    expect(await formsVersion()).toBe('1.0.0');
    const [latest] = await history();
    expect(latest).toMatchObject({ action: 'rollback', actor: AUTO_ACTOR, remote: 'forms' });
    expect(latest?.reason).toContain(`${failed} of ${DEFAULT_CANARY_MIN_LOADS} page loads`);
  });

  it('count only where the host signed them, for a live release and the remote it names', async () => {
    const live = await pinWithAutoRollback();
    const everyPageFailed = [{ releaseId: live.releaseId, remote: 'forms' as const, pages: DEFAULT_CANARY_MIN_LOADS }];
    // Signed with another secret; or signed for loads alone, with failures added on the way: refused.
    expect(
      (await send(hostCount(live.releaseId, DEFAULT_CANARY_MIN_LOADS, everyPageFailed, 'not the site'))).statusCode,
    ).toBe(403);
    const tampered = { ...hostCount(live.releaseId, DEFAULT_CANARY_MIN_LOADS, []), failures: everyPageFailed };
    expect((await send(tampered)).statusCode).toBe(403);
    // Another remote's failures, or a release that is not live: counted against nothing.
    const elsewhere = [
      { releaseId: live.releaseId, remote: 'insights' as const, pages: DEFAULT_CANARY_MIN_LOADS },
      { releaseId: 'r-0123456789abcdef', remote: 'forms' as const, pages: DEFAULT_CANARY_MIN_LOADS },
    ];
    expect((await send(hostCount(live.releaseId, DEFAULT_CANARY_MIN_LOADS, elsewhere))).statusCode).toBe(202);
    expect(await formsVersion()).toBe('1.1.0');
    expect((await history()).filter((entry) => entry.actor === AUTO_ACTOR)).toEqual([]);
  });

  describe("real visitors' LCP", () => {
    /** The most pages of `pages` that may be over budget with the p75 still within it. */
    const allowedSlow = (pages: number) => Math.floor(pages * (1 - REAL_USER_LCP_PERCENTILE));
    const lcps = (releaseId: string, pages: number, slow: number) => [
      { releaseId, remote: 'forms' as const, pages, slow },
    ];

    it('roll a version back once its p75 LCP passes the budget over enough pages, with no error anywhere', async () => {
      const live = await pinWithAutoRollback();
      // Enough pages, but the p75 within budget: nothing happens.
      const pages = REAL_USER_MIN_PAGES;
      expect(
        (await send(hostCount(live.releaseId, pages, [], secret(), lcps(live.releaseId, pages, allowedSlow(pages)))))
          .statusCode,
      ).toBe(202);
      expect(await formsVersion()).toBe('1.1.0');
      // As many more pages with the same share: still within budget; then as many more, all slow, pass it.
      await send(hostCount(live.releaseId, 1, [], secret(), lcps(live.releaseId, pages, allowedSlow(pages))));
      expect(await formsVersion()).toBe('1.1.0');
      await send(hostCount(live.releaseId, 1, [], secret(), lcps(live.releaseId, pages, pages)));
      expect(await formsVersion()).toBe('1.0.0');
      const [latest] = await history();
      expect(latest).toMatchObject({ action: 'rollback', actor: AUTO_ACTOR, remote: 'forms' });
      expect(latest?.reason).toContain('p75 LCP of forms@1.1.0');
    });

    it('count for nothing over fewer pages than the minimum, or unsigned', async () => {
      const live = await pinWithAutoRollback();
      const few = REAL_USER_MIN_PAGES - 1;
      await send(hostCount(live.releaseId, few, [], secret(), lcps(live.releaseId, few, few)));
      expect(await formsVersion()).toBe('1.1.0');
      const many = REAL_USER_MIN_PAGES * 2;
      const tampered = { ...hostCount(live.releaseId, 1, []), vitals: lcps(live.releaseId, many, many) };
      expect((await send(tampered)).statusCode).toBe(403);
      expect(await formsVersion()).toBe('1.1.0');
      expect((await history()).filter((entry) => entry.actor === AUTO_ACTOR)).toEqual([]);
    });
  });
});
