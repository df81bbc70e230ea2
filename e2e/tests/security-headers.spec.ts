// Issue 20, item 1 (docs/decisions/012): every route and every host answers with the security headers, the pages'
// policy allows exactly what the site loads, a page on another origin cannot frame the site, and in Chromium every
// route still hydrates under its policy without one violation.
import { createHash } from 'node:crypto';
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import {
  ASSET_CONTENT_SECURITY_POLICY,
  PAGE_RUNNING_ATTRIBUTE,
  permissionsPolicy,
  REFERRER_POLICY,
  REMOTE_ENTRY_FILE,
  SERVER_STATE_ELEMENT_ID,
  SITE_CONFIG_ELEMENT_ID,
  VIDEO_PLAYER_ORIGIN,
  consentBannerCopy,
  getRoute,
  parseCsp,
  parseSiteConfig,
} from '@site/shared/contracts';
import type { ReleaseManifest } from '@site/shared/contracts';
import { everyRouteUrl } from './every-route.ts';
import { expect, test } from './fixtures.ts';

/** Sources no script-src of the site may have. */
const UNSAFE_SCRIPT_SOURCES = ["'unsafe-inline'", "'unsafe-eval'", '*', 'http:', 'https:', 'data:'];
/** An origin that is not the site's: what an attacker's page would be (resolved locally, so nothing leaves). */
const OTHER_ORIGIN = 'http://localhost:5999';

async function liveReleases(request: APIRequestContext): Promise<ReleaseManifest> {
  const response = await request.get('/api/releases/production');
  expect(response.ok()).toBe(true);
  return (await response.json()) as ReleaseManifest;
}

function remoteOrigins(releases: ReleaseManifest): string[] {
  return [...new Set(releases.remotes.map((remote) => new URL(remote.manifestUrl).origin))].sort();
}

/** The configured third-party script addresses, as the host wrote them into the page. */
function thirdPartyScripts(html: string): string[] {
  const json = new RegExp(`<script id="${SITE_CONFIG_ELEMENT_ID}" type="application/json">([^<]*)</script>`).exec(
    html,
  )?.[1];
  const { analytics, reviewWidgetUrl } = parseSiteConfig(json ?? '');
  return [
    analytics.tagManagerUrl,
    analytics.sessionAnalyticsUrl,
    analytics.webAnalyticsUrl,
    analytics.socialPixelUrl,
    reviewWidgetUrl,
  ].filter((url): url is string => Boolean(url));
}

/** What every response of every host carries, whatever it is. */
function commonHeaderProblems(where: string, response: APIResponse): string[] {
  const headers = response.headers();
  const expected: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': REFERRER_POLICY,
    'permissions-policy': permissionsPolicy(VIDEO_PLAYER_ORIGIN),
    'x-frame-options': 'DENY',
  };
  const problems = Object.entries(expected)
    .filter(([name, value]) => headers[name] !== value)
    .map(([name, value]) => `${where}: ${name} is ${headers[name] ?? 'missing'}, not ${value}`);
  // Served over plain http here: browsers ignore HSTS on it, and the host does not send it.
  if (headers['strict-transport-security'] !== undefined) problems.push(`${where}: HSTS over http`);
  return problems;
}

/** The inline scripts and style elements the page would execute or apply (not JSON data blocks), as CSP hashes. */
function inlineElementHashes(html: string): { scripts: string[]; styles: string[]; inRoot: number } {
  const elements = [...html.matchAll(/<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/g)].filter(
    ([, , attributes = '']) => !/\ssrc=/.test(attributes) && !/type="application\/(?:ld\+)?json"/.test(attributes),
  );
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
  const root =
    new RegExp(`<div id="root"[^>]*>([\\s\\S]*?)<script id="${SERVER_STATE_ELEMENT_ID}"`).exec(html)?.[1] ?? '';
  return {
    scripts: elements.filter(([, tag]) => tag === 'script').map(([, , , text = '']) => hash(text)),
    styles: elements.filter(([, tag]) => tag === 'style').map(([, , , text = '']) => hash(text)),
    inRoot: (root.match(/<(?:script|style)\b/g) ?? []).length,
  };
}

test('every route answers with a policy that allows its own inline elements by hash, exactly the remotes and the configured scripts, and the security headers', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const routes = await everyRouteUrl(request);
  expect(routes.length).toBeGreaterThan(40);
  const remotes = remoteOrigins(await liveReleases(request));
  expect(remotes).toHaveLength(4);
  const problems: string[] = [];
  for (const { url } of routes) {
    const response = await request.get(url);
    const html = await response.text();
    problems.push(...commonHeaderProblems(url, response));
    const policy = parseCsp(response.headers()['content-security-policy'] ?? '');
    const scriptSrc = policy.get('script-src') ?? [];
    const inline = inlineElementHashes(html);
    // The host's loader and the template's style; the rendered content has no inline element of its own.
    if (inline.scripts.length !== 1 || inline.styles.length === 0 || inline.inRoot > 0) {
      problems.push(`${url}: inline elements ${JSON.stringify(inline)}`);
    }
    const thirdParty = thirdPartyScripts(html);
    expect(thirdParty.length).toBeGreaterThan(0);
    const expectations: [string, string[] | undefined, string[]][] = [
      ['script-src', scriptSrc, ["'self'", ...inline.scripts, ...remotes, ...thirdParty].sort()],
      ['style-src', policy.get('style-src'), ["'self'", ...new Set(inline.styles), ...remotes].sort()],
      [
        'connect-src',
        policy.get('connect-src'),
        ["'self'", ...new Set([...remotes, ...thirdParty.map((script) => new URL(script).origin)])].sort(),
      ],
      ['frame-ancestors', policy.get('frame-ancestors'), ["'none'"]],
      ['object-src', policy.get('object-src'), ["'none'"]],
    ];
    for (const [directive, actual, wanted] of expectations) {
      if (JSON.stringify([...(actual ?? [])].sort()) !== JSON.stringify(wanted)) {
        problems.push(`${url}: ${directive} is ${actual?.join(' ') ?? 'missing'}, not ${wanted.join(' ')}`);
      }
    }
    const unsafe = scriptSrc.filter((source) => UNSAFE_SCRIPT_SOURCES.includes(source) || source.startsWith("'nonce-"));
    if (unsafe.length > 0) problems.push(`${url}: script-src allows ${unsafe.join(' ')}`);
  }
  expect(problems).toEqual([]);
});

test("each remote's host shares its files with the site's pages only, and sends the security headers and the asset policy", async ({
  request,
  baseURL,
}) => {
  const siteOrigin = new URL(baseURL ?? '').origin;
  const problems: string[] = [];
  for (const remote of (await liveReleases(request)).remotes) {
    const base = remote.manifestUrl.slice(0, remote.manifestUrl.lastIndexOf('/') + 1);
    for (const file of ['mf-manifest.json', REMOTE_ENTRY_FILE]) {
      const url = base + file;
      const fromSite = await request.get(url, { headers: { origin: siteOrigin } });
      expect(fromSite.ok()).toBe(true);
      problems.push(...commonHeaderProblems(url, fromSite));
      const headers = fromSite.headers();
      if (headers['access-control-allow-origin'] !== siteOrigin) {
        problems.push(`${url}: CORS for the site is ${headers['access-control-allow-origin'] ?? 'missing'}`);
      }
      if (!/\borigin\b/i.test(headers.vary ?? '')) problems.push(`${url}: does not vary by origin`);
      if (headers['content-security-policy'] !== ASSET_CONTENT_SECURITY_POLICY) {
        problems.push(`${url}: policy ${headers['content-security-policy'] ?? 'missing'}`);
      }
      const fromElsewhere = await request.get(url, { headers: { origin: OTHER_ORIGIN } });
      if (fromElsewhere.headers()['access-control-allow-origin'] !== undefined) {
        problems.push(`${url}: shared with ${OTHER_ORIGIN}`);
      }
    }
  }
  // The shell's own files (not pages) answer with the asset policy too.
  const home = await (await request.get('/')).text();
  const shellFile = /<link rel="(?:preload|modulepreload)" href="(\/[^"]+\.js)"/.exec(home)?.[1] ?? '/favicon.svg';
  const asset = await request.get(shellFile);
  expect(asset.ok()).toBe(true);
  problems.push(...commonHeaderProblems(shellFile, asset));
  expect(asset.headers()['content-security-policy']).toBe(ASSET_CONTENT_SECURITY_POLICY);
  expect(problems).toEqual([]);
});

test('a page on another origin cannot frame the site: Chromium refuses the frame, and frames a page that allows it', async ({
  page,
  baseURL,
  requestedUrls,
}) => {
  const target = new URL(getRoute('contact').path, baseURL).href;
  const control = `${OTHER_ORIGIN}/framable.html`;
  await page.route(`${OTHER_ORIGIN}/*.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: route.request().url().endsWith('/framable.html')
        ? '<!doctype html><title>Framable</title><p>Framed fine</p>'
        : `<!doctype html><title>Elsewhere</title><h1>Another site</h1>` +
          `<iframe title="control" src="${control}"></iframe><iframe title="site" src="${target}"></iframe>`,
    }),
  );
  await page.goto(`${OTHER_ORIGIN}/attacker.html`);
  await expect(page.getByRole('heading', { name: 'Another site' })).toBeVisible();
  // The control frame shows its page: framing as such works in this browser.
  await expect(page.frameLocator('iframe[title="control"]').getByText('Framed fine')).toBeVisible();
  // The site was asked for its page and answered, but the browser refused to show it: an error page, none of ours.
  expect(requestedUrls).toContain(target);
  await expect
    .poll(() => page.frames().map((frame) => frame.url()))
    .toEqual([`${OTHER_ORIGIN}/attacker.html`, control, 'chrome-error://chromewebdata/']);
  const siteFrame = page.frames()[2];
  expect(await siteFrame?.locator('#root').count()).toBe(0);
  expect(await siteFrame?.locator('form').count()).toBe(0);
});

/** Collects the page's CSP violations and CSP console errors, from its first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  // What was reported since the last call.
  return async () => [
    ...consoleErrors.splice(0),
    ...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations?.splice(0) ?? [])),
  ];
}

test('in Chromium every route hydrates under its policy, with the consented scripts loaded and not one violation', async ({
  page,
  request,
  requestedUrls,
}) => {
  test.setTimeout(300_000);
  const violations = await watchViolations(page);
  const routes = await everyRouteUrl(request);
  const problems: string[] = [];
  let tagManager: string | undefined;
  for (const { url } of routes) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    if (!(await page.locator(`#root[${PAGE_RUNNING_ATTRIBUTE}]`).count())) problems.push(`${url}: did not hydrate`);
    tagManager ??= parseSiteConfig(await page.locator(`#${SITE_CONFIG_ELEMENT_ID}`).textContent()).analytics
      .tagManagerUrl;
    for (const violation of await violations()) problems.push(`${url}: ${violation}`);
  }
  expect(problems).toEqual([]);
  // The fixture's visitor accepted all: the tag manager was asked for (nothing listens there), not refused.
  expect(tagManager).toBeDefined();
  expect(requestedUrls).toContain(tagManager);
});

test.describe('a first visit', () => {
  test.use({ consentChoice: null });

  test('consent loads its scripts under the policy, and a video plays in the one frame source', async ({
    page,
    requestedUrls,
  }) => {
    const violations = await watchViolations(page);
    await page.goto(getRoute('testimonials').path);
    const { analytics } = parseSiteConfig(await page.locator(`#${SITE_CONFIG_ELEMENT_ID}`).textContent());
    const gated = [analytics.sessionAnalyticsUrl, analytics.webAnalyticsUrl, analytics.socialPixelUrl];
    expect(requestedUrls.filter((url) => gated.includes(url))).toEqual([]);

    await page
      .getByRole('region', { name: consentBannerCopy.label })
      .getByRole('button', { name: consentBannerCopy.necessaryOnly, exact: true })
      .click();
    await expect.poll(() => requestedUrls.filter((url) => gated.includes(url)).sort()).toEqual([...gated].sort());

    // The policy's frame-src is checked before the frame is asked for: the request (which the fixture then blocks,
    // the player being on another host) proves the policy let it through, and any refusal was reported by then.
    const playerRequested = page.waitForRequest((request) => request.url().startsWith(`${VIDEO_PLAYER_ORIGIN}/`));
    await page
      .getByRole('button', { name: /^Play video testimonial from/ })
      .first()
      .click();
    const player = page.locator(`iframe[src^="${VIDEO_PLAYER_ORIGIN}/"]`);
    await expect(player).toHaveCount(1);
    await playerRequested;
    expect(await violations()).toEqual([]);
  });
});
