// Issue 19 (docs/decisions/022): HTML a CDN can cache. A page everyone gets is the same bytes on every request,
// with a strong ETag, shared-cache headers and a 304 on revalidation that renders nothing; a page that is the
// visitor's own is never shared; and a browser that revalidates still runs the page under its own policy.
import { chromium } from '@playwright/test';
import {
  CAREER_SELECTION_COOKIE,
  CONSENT_COOKIE_NAME,
  PAGE_RUNNING_ATTRIBUTE,
  PRIVATE_PAGE_CACHE_CONTROL,
  SHARED_PAGE_CACHE_CONTROL,
  consentBannerCopy,
  consentValues,
  getRoute,
} from '@site/shared/contracts';
import type { GuideListResponse } from '@site/shared/contracts';
import { expect, test } from './fixtures.ts';

const LOCAL_ORIGIN = /^http:\/\/127\.0\.0\.1:\d+$/;

test('a page everyone gets is the same bytes each time, with a strong ETag, and revalidates to an empty 304', async ({
  request,
}) => {
  const guides = (await (await request.get('/api/guide/data')).json()) as GuideListResponse;
  const url = `${getRoute('guides').path}/${guides.data.data[0]?.slug ?? ''}`;
  const first = await request.get(url);
  const second = await request.get(url);
  expect(first.status()).toBe(200);
  const etag = first.headers().etag ?? '';
  expect(etag).toMatch(/^"[^"]+"$/);
  expect(first.headers()['cache-control']).toBe(SHARED_PAGE_CACHE_CONTROL);
  expect(first.headers().vary).toMatch(/\bcookie\b/i);
  // No per-visitor bytes: no nonce, the same form token, the same policy.
  expect(second.headers().etag).toBe(etag);
  expect(await second.text()).toBe(await first.text());
  expect(second.headers()['content-security-policy']).toBe(first.headers()['content-security-policy']);

  const revalidated = await request.get(url, { headers: { 'if-none-match': etag } });
  expect(revalidated.status()).toBe(304);
  expect(await revalidated.body()).toHaveLength(0);
  expect(revalidated.headers().etag).toBe(etag);
  expect(revalidated.headers()['cache-control']).toBe(SHARED_PAGE_CACHE_CONTROL);
  // A 304 updates the stored page's headers: it must not bring the assets' policy with it.
  expect(revalidated.headers()['content-security-policy']).toBeUndefined();

  // Another page, or the same page for a visitor who chose, is another ETag.
  const other = await request.get(getRoute('guides').path, { headers: { 'if-none-match': etag } });
  expect(other.status()).toBe(200);
  const chosen = await request.get(url, {
    headers: { 'if-none-match': etag, cookie: `${CONSENT_COOKIE_NAME}=${consentValues.acceptAll}` },
  });
  expect(chosen.status()).toBe(200);
  expect(chosen.headers().etag).not.toBe(etag);
  expect(await first.text()).toContain(consentBannerCopy.label);
  expect(await chosen.text()).not.toContain(consentBannerCopy.label);
});

test('the host sends a page it rendered again as it kept it, with its age, one copy per coding (ADR 034)', async ({
  request,
}) => {
  const guides = (await (await request.get('/api/guide/data')).json()) as GuideListResponse;
  // An address no other test asked for, so the first request is the one that renders it.
  const url = `${getRoute('guides').path}/${guides.data.data[0]?.slug ?? ''}?kept=${Date.now()}`;
  const asked = (coding: string) => request.get(url, { headers: { 'accept-encoding': coding } });
  const first = await asked('br');
  expect(first.status()).toBe(200);
  expect(first.headers()['content-encoding']).toBe('br');
  expect(first.headers().age).toBe('0');
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const again = await asked('br');
  // Not rendered again: the same bytes, sent as kept a second ago.
  expect(Number(again.headers().age)).toBeGreaterThanOrEqual(1);
  expect(again.headers().etag).toBe(first.headers().etag);
  expect(await again.text()).toBe(await first.text());
  expect(again.headers()['cache-control']).toBe(SHARED_PAGE_CACHE_CONTROL);
  expect(again.headers()['content-security-policy']).toBe(first.headers()['content-security-policy']);
  expect(again.headers().vary).toMatch(/\bcookie\b.*\baccept-encoding\b/i);
  // Each coding is its own validator and its own copy, of the same page.
  const gzip = await asked('gzip');
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  expect(gzip.headers().etag).not.toBe(first.headers().etag);
  expect(await gzip.text()).toBe(await first.text());
});

test("a page that is the visitor's own is never shared, and has no validator to revalidate", async ({ request }) => {
  const selection = JSON.stringify({ positionName: 'Claims Analyst', departmentName: 'Operations', jdLink: '/jd' });
  const response = await request.get(getRoute('apply-now').path, {
    headers: { cookie: `${CAREER_SELECTION_COOKIE}=${encodeURIComponent(selection)}` },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe(PRIVATE_PAGE_CACHE_CONTROL);
  expect(response.headers().etag).toBeUndefined();
});

test('a browser that revalidates a page gets a 304 and still runs the page under its own policy', async ({
  baseURL,
}) => {
  // Playwright's request routing turns the browser's cache off; here other hosts are refused by the resolver.
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    ],
  });
  try {
    const context = await browser.newContext({ baseURL });
    await context.addCookies([
      {
        name: CONSENT_COOKIE_NAME,
        value: consentValues.acceptAll,
        url: baseURL ?? 'http://127.0.0.1:3000',
        secure: true,
      },
    ]);
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const otherHosts: string[] = [];
    page.on('response', (response) => {
      const { origin } = new URL(response.url());
      if (!LOCAL_ORIGIN.test(origin) && origin !== 'null') otherHosts.push(response.url());
    });
    const etags: (string | undefined)[] = [];
    const asked: (string | undefined)[] = [];
    for (let load = 0; load < 2; load += 1) {
      const response = await page.goto(getRoute('guides').path);
      asked.push((await response?.request().headerValue('if-none-match')) ?? undefined);
      etags.push((await response?.allHeaders())?.etag);
      await expect(page.locator(`#root[${PAGE_RUNNING_ATTRIBUTE}]`)).toBeAttached({ timeout: 15_000 });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    // The second load asked with the first's ETag (the host answers such a request 304, as above) and was shown
    // from the browser's cache, under the policy stored with it.
    expect(etags[0]).toMatch(/^"[^"]+"$/);
    expect(asked).toEqual([undefined, etags[0]]);
    expect(violations).toEqual([]);
    expect(otherHosts).toEqual([]);
  } finally {
    await browser.close();
  }
});
