// docs/decisions/008: every route arrives as HTML with its content, and the browser hydrates it.
import {
  CONSENT_COOKIE_NAME,
  GUIDE_PAGE_SIZE,
  NOT_FOUND_PATH,
  SERVER_RENDERED_ATTRIBUTE,
  consentBannerCopy,
  getRoute,
  redirectRoutes,
} from '@site/shared/contracts';
import type { APIRequestContext } from '@playwright/test';
import type { GuideListResponse } from '@site/shared/contracts';
import { expect, test } from './fixtures.ts';
import { HYDRATION_MISMATCH } from './html-first.ts';

const GUIDES_PATH = getRoute('guides').path;

async function firstGuides(request: APIRequestContext) {
  const response = await request.get(`/api/guide/data?page=1&per_page=${GUIDE_PAGE_SIZE}`);
  return ((await response.json()) as GuideListResponse).data.data;
}

test('the server sends /guides with its heading, its own title and the first page of guides from the API', async ({
  request,
  page,
}) => {
  const [first] = await firstGuides(request);
  const response = await request.get(GUIDES_PATH);

  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<div id="root" ${SERVER_RENDERED_ATTRIBUTE}`);
  expect(html).toMatch(/<h1[^>]*>Guides<\/h1>/);
  expect(html).toContain(first?.title.slice(0, 40));
  // The browser's store starts with what the page was rendered with: no second request for the list.
  expect(html).toContain('"getGuideList(');
  // Crawlers and link previews get the page's own title and description, the same the browser shows.
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  expect(title).toContain('Guides');
  expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  await page.goto(GUIDES_PATH);
  await expect(page).toHaveTitle(title ?? '');
});

test('with JavaScript off, a visitor still reads the page and follows its links', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto(GUIDES_PATH);

  await expect(page.getByRole('heading', { level: 1, name: 'Guides' })).toBeVisible();
  const guides = page.getByRole('list', { name: 'Guides' }).getByRole('listitem');
  await expect(guides).toHaveCount(GUIDE_PAGE_SIZE);
  await guides.first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Guides');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Guides');
  await context.close();
});

for (const path of ['/', GUIDES_PATH, getRoute('contact').path, getRoute('careers').path]) {
  test(`${path} hydrates what the server rendered, without rendering it again, and then works`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const guideRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/guide/data')) guideRequests.push(request.url());
    });

    await page.goto(path);

    await expect(page.locator(`#root[${SERVER_RENDERED_ATTRIBUTE}]`)).toHaveCount(1);
    expect(errors.filter((text) => text.includes(HYDRATION_MISMATCH))).toEqual([]);
    // The consent scripts' configured test addresses answer nothing; any other error is the page's.
    expect(errors.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([]);
    if (path === GUIDES_PATH) expect(guideRequests).toEqual([]);
    // Running: the mobile menu opens (an event handler React attached while hydrating).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible();
  });
}

test.describe('a first visit', () => {
  test.use({ consentChoice: null });

  test('the cookie banner is in the HTML for a visitor who has not chosen, and not once they have', async ({
    page,
    request,
  }) => {
    expect(await (await request.get('/')).text()).toContain(consentBannerCopy.heading);

    await page.goto('/');
    const banner = page.getByRole('region', { name: consentBannerCopy.label });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: consentBannerCopy.necessaryOnly }).click();
    await expect(banner).toBeHidden();

    const cookies = await page.context().cookies();
    const consent = cookies.find((cookie) => cookie.name === CONSENT_COOKIE_NAME);
    const html = await (
      await request.get('/', { headers: { cookie: `${CONSENT_COOKIE_NAME}=${consent?.value}` } })
    ).text();
    expect(html).not.toContain(consentBannerCopy.heading);
  });
});

test('an old address is a permanent redirect, an unknown one goes to /404, which answers 404', async ({ request }) => {
  const redirect = redirectRoutes.find((route) => !route.from.includes(':'));
  if (!redirect) throw new Error('The route table has no fixed redirect');

  const moved = await request.get(redirect.from, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(redirect.to);

  const unknown = await request.get('/no-such-page-here', { maxRedirects: 0 });
  expect(unknown.status()).toBe(302);
  expect(unknown.headers().location).toBe(NOT_FOUND_PATH);

  const notFound = await request.get(NOT_FOUND_PATH);
  expect(notFound.status()).toBe(404);
  expect(await notFound.text()).toContain('could not find the page');
});
