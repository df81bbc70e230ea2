import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import { AUTO_ACTOR, COHORT_COOKIE, MIN_REPORTING_PAGES, getRoute, hydrationRetryCopy } from '@site/shared/contracts';
import type { EnvironmentServingStatus, HistoryEntry } from '@site/shared/contracts';
import { expect, isLocal, test } from './fixtures.ts';
import {
  artifactFile,
  fingerprint,
  publishBuild,
  release,
  RELEASE_MANAGER,
  repoRoot,
  STAGING_SHELL_ORIGIN,
  STAGING_SHELL_METRICS_PORT,
  STAGING_SHELL_PORT,
  swapText,
  tamper,
  uniqueVersion,
} from './release-helpers.ts';
import { notificationSubject, openVisit, uniqueEmail, waitOutMinimumFillTime, waitUntilRunning } from './html-first.ts';
import { CONSULTATION_SUBJECT } from 'mfe-forms/constants';

const HEADLINE = 'Outsourcing and consulting that moves your business forward';
const SECOND_HEADLINE = 'Outsourcing and consulting, published as the second version';
/** The consultation form's message label, and what a second forms version labels it. */
const MESSAGE_LABEL = 'Your message';
const SECOND_MESSAGE_LABEL = 'Your message to our experts';
const SECOND_SUBJECT = 'Free consultation request, second version';

test.describe.configure({ mode: 'serial' });

// Leave production serving the current builds, as the other suites expect.
test.afterAll(() => {
  try {
    release('canary', 'abort', '--env', 'production', '--reason', 'e2e: done');
  } catch {
    // No canary in flight.
  }
  try {
    release('unpin', 'content', '--env', 'production', '--reason', 'e2e: done');
  } catch {
    // Not pinned: nothing to undo.
  }
});

test('a release manager pins, moves forward and rolls back a remote without rebuilding the shell', async ({ page }) => {
  const shellBefore = fingerprint(path.join(repoRoot, 'shell', 'dist'));
  const first = uniqueVersion('first');
  const second = uniqueVersion('second');
  publishBuild('content', first);
  publishBuild('content', second, (_file, text) => text.replaceAll(HEADLINE, SECOND_HEADLINE));

  release('pin', `content@${first}`, '--env', 'production', '--reason', 'e2e: first');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible();

  release('pin', `content@${second}`, '--env', 'production', '--reason', 'e2e: second');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: SECOND_HEADLINE })).toBeVisible();

  release('rollback', 'content', '--env', 'production', '--reason', 'e2e: roll back');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible();

  // The history names the owner of the token each change was made with (issue 51).
  expect(release('history', 'content', '--env', 'production')).toMatch(
    new RegExp(`rollback +content ${second} → ${first} {2}by ${RELEASE_MANAGER}: e2e: roll back`),
  );

  // Rolling back again goes back to the host's own build, which served before the first pin.
  release('rollback', 'content', '--env', 'production', '--reason', 'e2e: back to the host build');
  const status = JSON.parse(release('status', 'production', '--json')) as EnvironmentServingStatus;
  expect(status.remotes.find((remote) => remote.remote === 'content')).toMatchObject({ source: 'host' });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible();
  expect(fingerprint(path.join(repoRoot, 'shell', 'dist'))).toBe(shellBefore);
});

test('a tampered entry never runs: the server-rendered page stays, with the note that it could not load', async ({
  context,
}) => {
  // A page of the context's own, not the fixture's, whose navigations wait until the page runs: this one never does.
  const page = await context.newPage();
  const version = uniqueVersion('tampered');
  publishBuild('content', version);
  release('pin', `content@${version}`, '--env', 'production', '--reason', 'e2e: to be tampered');
  tamper(artifactFile('content', version, 'remoteEntry.js'), 'window.__tampered = true;');
  try {
    await page.goto('/');
    // docs/decisions/010: the browser refuses the entry (integrity), so the page never runs; the server's HTML
    // stays readable and a polite note says parts of it could not load.
    await expect(page.getByRole('status').filter({ hasText: hydrationRetryCopy.note })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible();
    expect(await page.evaluate(() => (window as { __tampered?: boolean }).__tampered)).toBeUndefined();
  } finally {
    release('rollback', 'content', '--env', 'production', '--reason', 'e2e: undo the tampered pin');
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible();
});

test("a page started on one version keeps that version's chunks until a full navigation, across a pin change", async ({
  page,
}) => {
  const milestone = 'The New York office opens, so clients can meet the people who run their work.';
  const secondMilestone = 'The New York office opens, as the second version tells it.';
  const first = uniqueVersion('skew-first');
  const second = uniqueVersion('skew-second');
  publishBuild('content', first);
  publishBuild('content', second, (_file, text) => text.replaceAll(milestone, secondMilestone));
  release('pin', `content@${first}`, '--env', 'production', '--reason', 'e2e: skew, first');
  await page.goto('/');
  await waitUntilRunning(page);

  release('pin', `content@${second}`, '--env', 'production', '--reason', 'e2e: skew, second');
  const versionsFetched = new Set<string>();
  page.on('request', (request) => {
    for (const version of [first, second]) if (request.url().includes(`/${version}/`)) versionsFetched.add(version);
  });
  // The about page's code was not loaded yet: it comes from the version the page started on.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Who we are' }).click();
  await expect(page).toHaveURL(/\/about-who-we-are$/);
  await expect(page.getByText(milestone)).toBeVisible();
  expect([...versionsFetched]).toEqual([first]);
  // The earlier version stays published and served after the change.
  const { manifestUrl } = (await (await page.request.get('/api/releases/production')).json()).remotes.find(
    (remote: { name: string }) => remote.name === 'content',
  );
  expect((await page.request.get(String(manifestUrl).replace(second, first))).ok()).toBe(true);

  // A full navigation starts on the new version.
  await page.reload();
  await expect(page.getByText(secondMilestone)).toBeVisible();
});

test('a swapped server bundle is refused: the host renders only with the one recorded at pin time', async ({
  page,
}) => {
  const version = uniqueVersion('server-swap');
  publishBuild('content', version);
  release('pin', `content@${version}`, '--env', 'production', '--reason', 'e2e: server bundle to be swapped');
  swapText(artifactFile('content', version, 'server/server.cjs'), HEADLINE, 'A headline nobody published');
  try {
    const html = await (await page.request.get('/')).text();
    expect(html).not.toContain('A headline nobody published');
    // Not rendered on the server with it; the browser renders the page from the pinned entry.
    expect(html).not.toContain(HEADLINE);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible();
  } finally {
    release('rollback', 'content', '--env', 'production', '--reason', 'e2e: undo the swapped server bundle');
  }
});

test('a QA override works on staging, with a banner, and is ignored on production', async ({ page }) => {
  const version = uniqueVersion('override');
  publishBuild('content', version, (_file, text) => text.replaceAll(HEADLINE, SECOND_HEADLINE));
  // A second shell host, as a staging environment runs one: the shell-host package's build with its settings.
  const stagingShell = spawn(process.execPath, [path.join(repoRoot, 'shell-host', 'dist', 'main.js')], {
    cwd: path.join(repoRoot, 'shell-host'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(STAGING_SHELL_PORT),
      METRICS_PORT: String(STAGING_SHELL_METRICS_PORT),
      SITE_ENV: 'staging',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  try {
    await expect.poll(async () => (await fetch(STAGING_SHELL_ORIGIN).catch(() => null))?.ok ?? false).toBe(true);
    // The staging host renders the overridden version too, so the page the browser hydrates is the same.
    const html = await (await fetch(`${STAGING_SHELL_ORIGIN}/?remote-override=content@${version}`)).text();
    expect(html).toContain(SECOND_HEADLINE);
    const mismatches: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('differed from the server-rendered HTML')) mismatches.push(message.text());
    });
    await page.goto(`${STAGING_SHELL_ORIGIN}/?remote-override=content@${version}`);
    await expect(page.getByRole('heading', { level: 1, name: SECOND_HEADLINE })).toBeVisible();
    const banner = page.getByRole('status').filter({ hasText: 'QA override active' });
    await expect(banner).toContainText(`content@${version}`);
    // Remembered for the session: the next page load without the parameter still uses it, on the server too.
    await page.goto(`${STAGING_SHELL_ORIGIN}/`);
    await expect(page.getByRole('heading', { level: 1, name: SECOND_HEADLINE })).toBeVisible();
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Clear override' }).click();
    await expect(page.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible();
    await expect(banner).toHaveCount(0);
    expect(mismatches).toEqual([]);

    await page.goto(`/?remote-override=content@${version}`);
    await expect(page.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible();
    await expect(page.getByText('QA override active')).toHaveCount(0);
  } finally {
    stagingShell.kill('SIGTERM');
  }
});

/** A second browser, in the cohort of `bucket`, held to this machine like the test's own. */
async function visitorIn(browser: Browser, baseURL: string, bucket: number): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL });
  await context.route('**/*', (route) => (isLocal(route.request().url()) ? route.continue() : route.abort()));
  await context.addCookies([{ name: COHORT_COOKIE, value: String(bucket), url: baseURL }]);
  return context;
}

/** How long a test waits for a failing canary to be aborted after its pages reported. */
const CANARY_ABORT_WAIT_MS = 15_000;

/** How long a test asks for a page's server-rendered HTML again before it fails. */
const SERVER_HTML_WAIT_MS = 10_000;

/** The h1 of home's HTML as the server sends it to a visitor of `context` (their cookies), or what came instead. */
async function serverHeadline(context: BrowserContext): Promise<string> {
  const html = await (await context.request.get('/')).text();
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? `no h1 in the server's HTML (${html.length} bytes)`;
}

/** The content remote's versions whose files a page fetched. */
function versionsFetchedBy(context: BrowserContext, versions: string[]): Set<string> {
  const fetched = new Set<string>();
  context.on('request', (request) => {
    for (const version of versions) if (request.url().includes(`/${version}/`)) fetched.add(version);
  });
  return fetched;
}

test('a canary reaches only its cohort, which keeps it on every page; promoted, it reaches everyone', async ({
  browser,
  baseURL,
}) => {
  const stableVersion = uniqueVersion('canary-stable');
  const canaryVersion = uniqueVersion('canary');
  const canaryHeadline = 'Outsourcing and consulting, as the canary tells it';
  publishBuild('content', stableVersion);
  publishBuild('content', canaryVersion, (_file, text) => text.replaceAll(HEADLINE, canaryHeadline));
  release('pin', `content@${stableVersion}`, '--env', 'production', '--reason', 'e2e: canary, stable');
  release('canary', `content@${canaryVersion}`, '--env', 'production', '--percent', '30', '--reason', 'e2e: canary');

  const origin = String(baseURL);
  const canaryVisitor = await visitorIn(browser, origin, 0);
  const stableVisitor = await visitorIn(browser, origin, 99);
  const canaryFetched = versionsFetchedBy(canaryVisitor, [stableVersion, canaryVersion]);
  const stableFetched = versionsFetchedBy(stableVisitor, [stableVersion, canaryVersion]);
  const [canaryPage, stablePage] = await Promise.all([canaryVisitor.newPage(), stableVisitor.newPage()]);

  // The server's HTML, and the scripts the page runs, come from the cohort's versions. The HTML is asked for
  // until it has them: a host renders a page it cannot render in time (a new version's bundles on a busy
  // machine) in the browser instead, and the next request renders it on the server (docs/decisions/008).
  await expect.poll(() => serverHeadline(canaryVisitor), { timeout: SERVER_HTML_WAIT_MS }).toBe(canaryHeadline);
  await expect.poll(() => serverHeadline(stableVisitor), { timeout: SERVER_HTML_WAIT_MS }).toBe(HEADLINE);
  await canaryPage.goto('/');
  await waitUntilRunning(canaryPage);
  await expect(canaryPage.getByRole('heading', { level: 1, name: canaryHeadline })).toBeVisible();
  await stablePage.goto('/');
  await waitUntilRunning(stablePage);
  await expect(stablePage.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible();
  // Later navigation stays on the page's own versions.
  for (const page of [canaryPage, stablePage]) {
    await page.getByRole('contentinfo').getByRole('link', { name: 'Who we are' }).click();
    await expect(page).toHaveURL(/\/about-who-we-are$/);
  }
  expect([...canaryFetched]).toEqual([canaryVersion]);
  expect([...stableFetched]).toEqual([stableVersion]);

  // A first visit is placed in a cohort by a cookie the host sets while the canary is in flight.
  const firstVisit = await canaryPage.request.fetch('/', { headers: { cookie: '' } });
  expect(firstVisit.headers()['set-cookie']).toMatch(new RegExp(`^${COHORT_COOKIE}=\\d+;.*HttpOnly`));

  const status = JSON.parse(release('status', 'production', '--json')) as EnvironmentServingStatus;
  expect(status.canary).toMatchObject({ percent: 30, remotes: [{ remote: 'content', version: canaryVersion }] });
  expect(status.remotes.find((remote) => remote.remote === 'content')?.canary).toMatchObject({
    version: canaryVersion,
  });

  release('canary', 'promote', '--env', 'production', '--reason', 'e2e: canary is good');
  await stablePage.goto('/');
  await expect(stablePage.getByRole('heading', { level: 1, name: canaryHeadline })).toBeVisible();
  expect(release('history', 'content', '--env', 'production')).toContain(
    `canary-promote content ${stableVersion} → ${canaryVersion}`,
  );
  await Promise.all([canaryVisitor.close(), stableVisitor.close()]);
});

test("a canary whose remote fails in its visitors' browsers aborts itself, and everyone is back on the pin", async ({
  browser,
  baseURL,
}) => {
  const brokenVersion = uniqueVersion('canary-broken');
  // The injected failure: the canary's entry throws when it runs, so its pages never start in the browser.
  publishBuild('content', brokenVersion, (file, text) =>
    file.endsWith('remoteEntry.js') ? `throw new Error('injected canary failure');\n${text}` : text,
  );
  const live = JSON.parse(release('status', 'production', '--json')) as EnvironmentServingStatus;
  const pinned = live.remotes.find((remote) => remote.remote === 'content')?.version;
  release(
    'canary',
    `content@${brokenVersion}`,
    '--env',
    'production',
    '--percent',
    '50',
    '--min-loads',
    '2',
    '--max-error-rate',
    '0.4',
    '--reason',
    'e2e: a canary that fails',
  );

  const visitor = await visitorIn(browser, String(baseURL), 1);
  const page = await visitor.newPage();
  // Each page load reports the failure once, with the report token its host signed into it (issue 51); the host
  // counts the pages it rendered. Nothing acts before MIN_REPORTING_PAGES distinct pages have reported.
  for (let load = 0; load < MIN_REPORTING_PAGES; load += 1) {
    const reported = page.waitForResponse((response) => response.url().endsWith('/api/releases/production/health'));
    await page.goto('/');
    const answer = await reported;
    expect(answer.status()).toBe(202);
    expect(answer.request().postDataJSON()).toMatchObject({ token: expect.stringMatching(/^r-/) });
  }

  // The host tells its count of those pages within PAGE_LOADS_REPORT_INTERVAL_MS; a busy machine takes longer.
  await expect
    .poll(() => (JSON.parse(release('status', 'production', '--json')) as EnvironmentServingStatus).canary, {
      timeout: CANARY_ABORT_WAIT_MS,
    })
    .toBeNull();
  const history = JSON.parse(release('history', 'content', '--env', 'production', '--json')) as HistoryEntry[];
  expect(history[0]).toMatchObject({
    action: 'canary-abort',
    actor: AUTO_ACTOR,
    fromVersion: brokenVersion,
    toVersion: pinned,
  });
  expect(history[0]?.reason).toContain(`of content@${brokenVersion} passed 0.4`);

  // The same visitor is served the pin again, and the page runs.
  await page.goto('/');
  await waitUntilRunning(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await visitor.close();
});

test("a forms version pinned without a new shell changes the form's JavaScript and no-JavaScript paths; its rollback changes both back", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const shellBefore = fingerprint(path.join(repoRoot, 'shell', 'dist'));
  const first = uniqueVersion('forms-first');
  const second = uniqueVersion('forms-second');
  publishBuild('forms', first);
  // What the forms team owns in both paths: a label of its consultation form, and the notification that follows a
  // booked consultation (sent by the browser's code with JavaScript, by the version's handler without).
  publishBuild('forms', second, (_file, text) =>
    text.replaceAll(MESSAGE_LABEL, SECOND_MESSAGE_LABEL).replaceAll(CONSULTATION_SUBJECT, SECOND_SUBJECT),
  );

  /** Books a consultation in `mode`, and says what the form's label and the notification's subject were. */
  async function bookConsultation(mode: 'no-js' | 'js') {
    const { context, page } = await openVisit(browser, { mode, baseURL });
    try {
      await page.goto(getRoute('consultation').path);
      if (mode === 'js') await waitUntilRunning(page);
      const shownAt = Date.now();
      const form = page.getByRole('form', { name: 'Book a free consultation' });
      const label = (
        await form
          .getByText(/^Your message/)
          .first()
          .textContent()
      )?.trim();
      const email = uniqueEmail('pinned', mode);
      const values = {
        Name: 'Ravi Kumar',
        Email: email,
        Company: 'Acme',
        Phone: '14155550123',
        Country: 'India',
        State: 'Karnataka',
      };
      for (const [name, value] of Object.entries(values)) await form.getByLabel(name, { exact: true }).fill(value);
      await form.getByLabel(/^Your message/).fill('Claims intake, please.');
      await form.getByLabel('Services', { exact: true }).selectOption('data annotation');
      await form.getByRole('checkbox').check();
      await waitOutMinimumFillTime(page, shownAt);
      await form.getByRole('button', { name: 'Book my free consultation' }).click();
      await expect(page).toHaveURL(new RegExp(`${getRoute('consultation-thankyou').path}$`));
      await expect.poll(() => notificationSubject(email), { message: `the notification for ${email}` }).toBeTruthy();
      return { label, subject: notificationSubject(email) };
    } finally {
      await context.close();
    }
  }

  try {
    release('pin', `forms@${second}`, '--env', 'production', '--reason', 'e2e: forms, second');
    for (const mode of ['no-js', 'js'] as const) {
      expect(await bookConsultation(mode), mode).toEqual({ label: SECOND_MESSAGE_LABEL, subject: SECOND_SUBJECT });
    }
    release('pin', `forms@${first}`, '--env', 'production', '--reason', 'e2e: forms, first');
    release('pin', `forms@${second}`, '--env', 'production', '--reason', 'e2e: forms, second again');
    release('rollback', 'forms', '--env', 'production', '--reason', 'e2e: forms, roll back');
    for (const mode of ['no-js', 'js'] as const) {
      expect(await bookConsultation(mode), mode).toEqual({ label: MESSAGE_LABEL, subject: CONSULTATION_SUBJECT });
    }
  } finally {
    release('unpin', 'forms', '--env', 'production', '--reason', 'e2e: forms, done');
  }
  expect(fingerprint(path.join(repoRoot, 'shell', 'dist'))).toBe(shellBefore);
});
