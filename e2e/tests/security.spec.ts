// Issue 20, items 6, 9 and 11 (docs/decisions/013, 014): each protection refuses, and what worked still works.
import { chromium } from '@playwright/test';
import {
  CONSENT_COOKIE_NAME,
  FORM_TOKEN_PATH,
  SERVER_BUNDLE_TOKEN_HEADER,
  SERVER_RENDERED_ATTRIBUTE,
  SITE_CONFIG_ELEMENT_ID,
  consentBannerCopy,
  consentValues,
  formTokenMessages,
  parseSiteConfig,
} from '@site/shared/contracts';
import type { FormTokenResponse } from '@site/shared/contracts';
import { expect, test } from './fixtures.ts';

const port = (variable: string, fallback: number) => Number(process.env[variable] ?? fallback);
const shellOrigin = `http://127.0.0.1:${port('SHELL_PORT', 3000)}`;
const remoteOrigins = [
  ['content', port('CONTENT_PORT', 3001)],
  ['insights', port('INSIGHTS_PORT', 3002)],
  ['careers', port('CAREERS_PORT', 3003)],
  ['forms', port('FORMS_PORT', 3004)],
].map(([name, number]) => [String(name), `http://127.0.0.1:${number}`] as const);

test.describe('build internals (item 9)', () => {
  test('no host serves a server bundle, mf-stats.json or a source map to a visitor', async ({ request }) => {
    for (const origin of [shellOrigin, ...remoteOrigins.map(([, remote]) => remote)]) {
      for (const file of ['/server/server.cjs', '/mf-stats.json']) {
        const response = await request.get(`${origin}${file}`);
        expect(response.status(), `${origin}${file}`).toBe(404);
      }
      const guessed = await request.get(`${origin}/server/server.cjs`, {
        headers: { [SERVER_BUNDLE_TOKEN_HEADER]: 'a-guess' },
      });
      expect(guessed.status()).toBe(404);
    }
  });

  test('the scripts a page runs carry no source-map reference, and their maps are not served', async ({
    page,
    request,
    requestedUrls,
  }) => {
    await page.goto('/guides');
    const ours = new Set([shellOrigin, ...remoteOrigins.map(([, remote]) => remote)]);
    const scripts = requestedUrls.filter(
      (url) => ours.has(new URL(url).origin) && new URL(url).pathname.endsWith('.js'),
    );
    expect(scripts.length).toBeGreaterThan(3);
    for (const script of scripts) {
      const body = await (await request.get(script)).text();
      expect(body, script).not.toContain('sourceMappingURL');
      expect((await request.get(`${script}.map`)).status(), `${script}.map`).toBe(404);
    }
  });

  test("pages are still rendered on the server with the remotes' bundles", async ({ request }) => {
    const response = await request.get(`${shellOrigin}/guides`);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(SERVER_RENDERED_ATTRIBUTE);
  });
});

test.describe('form tokens (item 6)', () => {
  const subscribe = (data: object) =>
    fetch(`${shellOrigin}/api/forms/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(data),
    });

  test('a submission without a token, or with a forged one, is refused with its reason', async () => {
    const missing = await subscribe({ values: { email: 'bot@example.com' }, startedAt: 0 });
    expect(missing.status).toBe(403);
    expect(await missing.json()).toEqual({ status: 0, message: formTokenMessages.missing });
    const forged = await subscribe({ values: { email: 'bot@example.com' }, formToken: `1.${'a'.repeat(43)}` });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toEqual({ status: 0, message: formTokenMessages.forged });
  });

  test('startedAt: 0 no longer skips the minimum fill time: a fresh token sent at once is dropped', async () => {
    const { token } = (await (await fetch(`${shellOrigin}${FORM_TOKEN_PATH}`)).json()) as FormTokenResponse;
    const response = await subscribe({ values: { email: 'bot@example.com' }, startedAt: 0, formToken: token });
    expect(response.status).toBe(201);
    // Answered as success so a bot learns nothing, and stored nowhere (id 0).
    expect(await response.json()).toEqual({ status: true, id: 0 });
  });
});

test.describe('consent (item 11)', () => {
  test.use({ consentChoice: 'false' });

  test('a stored value no choice stores is no choice: the banner shows and the tag manager does not load', async ({
    page,
    requestedUrls,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: consentBannerCopy.label })).toBeVisible();
    const { analytics } = parseSiteConfig(await page.locator(`#${SITE_CONFIG_ELEMENT_ID}`).textContent());
    expect(requestedUrls).not.toContain(analytics.tagManagerUrl);
  });
});

test('on plain http on another host the choice is kept (without Secure) and the banner stays away', async () => {
  const host = 'arcwell-plain-http.test';
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', `--host-resolver-rules=MAP ${host} 127.0.0.1`],
  });
  try {
    const context = await browser.newContext();
    // Only this machine: the mapped name and 127.0.0.1.
    await context.route('**/*', (route) => {
      const { hostname } = new URL(route.request().url());
      return hostname === host || hostname === '127.0.0.1' ? route.continue() : route.abort('blockedbyclient');
    });
    const page = await context.newPage();
    const address = `http://${host}:${new URL(shellOrigin).port}/`;
    await page.goto(address);
    const banner = page.getByRole('region', { name: consentBannerCopy.label });
    await banner.getByRole('button', { name: consentBannerCopy.necessaryOnly, exact: true }).click();
    await expect(banner).toBeHidden();
    await expect
      .poll(async () => (await context.cookies(address)).find(({ name }) => name === CONSENT_COOKIE_NAME))
      .toMatchObject({ value: consentValues.necessaryOnly, secure: false });
    await page.goto(`${address}careers`);
    await expect(page.locator('#root')).toContainText('Careers');
    await expect(banner).toBeHidden();
  } finally {
    await browser.close();
  }
});
