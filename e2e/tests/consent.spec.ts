import type { BrowserContext, Page } from '@playwright/test';
import {
  CONSENT_COOKIE_LIFETIME_DAYS,
  CONSENT_COOKIE_NAME,
  SITE_CONFIG_ELEMENT_ID,
  consentBannerCopy as copy,
  consentValues,
  parseSiteConfig,
} from '@site/shared/contracts';
import { expect, test } from './fixtures.ts';

// A first visit: no choice stored yet.
test.use({ consentChoice: null });

interface ConsentScripts {
  tagManager: string;
  threeTools: string[];
}

function required(url: string | undefined, variable: string): string {
  if (!url) throw new Error(`The site was started without ${variable}; playwright.config.ts sets it.`);
  return url;
}

/** The script addresses the host wrote into the page: playwright.config.ts gives four distinct local ones. */
async function configuredScripts(page: Page): Promise<ConsentScripts> {
  const { analytics } = parseSiteConfig(await page.locator(`#${SITE_CONFIG_ELEMENT_ID}`).textContent());
  const scripts = {
    tagManager: required(analytics.tagManagerUrl, 'TAG_MANAGER_URL'),
    threeTools: [
      required(analytics.sessionAnalyticsUrl, 'SESSION_ANALYTICS_URL'),
      required(analytics.webAnalyticsUrl, 'WEB_ANALYTICS_URL'),
      required(analytics.socialPixelUrl, 'SOCIAL_PIXEL_URL'),
    ],
  };
  expect(new Set([scripts.tagManager, ...scripts.threeTools]).size).toBe(4);
  return scripts;
}

/** The consent-gated scripts among the requests made since `from`, in a stable order. */
function analyticsRequests(requestedUrls: string[], scripts: ConsentScripts, from = 0): string[] {
  const gated = [scripts.tagManager, ...scripts.threeTools];
  return requestedUrls
    .slice(from)
    .filter((url) => gated.includes(url))
    .sort();
}

async function expectConsentCookie(context: BrowserContext, value: string) {
  const cookie = (await context.cookies()).find(({ name }) => name === CONSENT_COOKIE_NAME);
  expect(cookie).toMatchObject({ value, path: '/', sameSite: 'Lax', secure: true });
  const aYearAhead = Date.now() / 1000 + CONSENT_COOKIE_LIFETIME_DAYS * 24 * 60 * 60;
  expect(Math.abs((cookie?.expires ?? 0) - aYearAhead)).toBeLessThan(60 * 60);
}

test('Accept all stores the choice for a year and loads only the tag manager, also on later visits', async ({
  page,
  context,
  requestedUrls,
}) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: copy.label });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: copy.privacyLink })).toHaveAttribute('href', '/privacy-policy');
  const scripts = await configuredScripts(page);
  expect(analyticsRequests(requestedUrls, scripts)).toEqual([]);

  await banner.getByRole('button', { name: copy.acceptAll, exact: true }).click();

  await expect(banner).toBeHidden();
  await expect.poll(() => analyticsRequests(requestedUrls, scripts)).toEqual([scripts.tagManager]);
  await expectConsentCookie(context, consentValues.acceptAll);

  const beforeReload = requestedUrls.length;
  await page.reload();
  await expect.poll(() => analyticsRequests(requestedUrls, scripts, beforeReload)).toEqual([scripts.tagManager]);
  await expect(banner).toBeHidden();
});

test('Strictly necessary stores necessaryOnly and loads the three tools, also on later visits', async ({
  page,
  context,
  requestedUrls,
}) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: copy.label });
  await expect(banner).toBeVisible();
  const scripts = await configuredScripts(page);
  const threeTools = [...scripts.threeTools].sort();
  expect(analyticsRequests(requestedUrls, scripts)).toEqual([]);

  await banner.getByRole('button', { name: copy.necessaryOnly, exact: true }).click();

  await expect(banner).toBeHidden();
  await expect.poll(() => analyticsRequests(requestedUrls, scripts)).toEqual(threeTools);
  await expectConsentCookie(context, consentValues.necessaryOnly);

  const beforeReload = requestedUrls.length;
  await page.reload();
  await expect.poll(() => analyticsRequests(requestedUrls, scripts, beforeReload)).toEqual(threeTools);
  await expect(banner).toBeHidden();
});

test('Reject all and the close cross store nothing, clear cookies and storage, load nothing, and the banner asks again', async ({
  page,
  context,
  requestedUrls,
}) => {
  await page.goto('/careers');
  const banner = page.getByRole('region', { name: copy.label });
  await expect(banner).toBeVisible();
  const scripts = await configuredScripts(page);

  for (const choice of [copy.rejectAll, copy.close]) {
    // What the site or an earlier script may have left: cookies on / and on this page's path.
    await page.evaluate(() => {
      document.cookie = 'visitor_pref=compact; path=/';
      document.cookie = 'job_filter=open; path=/careers';
      localStorage.setItem('visitor-id', 'abc');
    });
    expect((await context.cookies()).map(({ name }) => name)).toEqual(
      expect.arrayContaining(['job_filter', 'visitor_pref']),
    );

    await banner.getByRole('button', { name: choice, exact: true }).click();

    await expect(banner).toBeHidden();
    await expect.poll(() => context.cookies()).toEqual([]);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);

    await page.reload();
    await expect(banner).toBeVisible();
    expect((await context.cookies()).map(({ name }) => name)).not.toContain(CONSENT_COOKIE_NAME);
    expect(analyticsRequests(requestedUrls, scripts)).toEqual([]);
  }
});
