// Issue 20 item 8, docs/decisions/015: a detail page whose slug the API does not know is the not-found page,
// answered 404 with noindex, in the server's HTML and after the page runs; no loading text, no redirect.
import { NOT_FOUND_ROBOTS, NOT_FOUND_ROUTE_ID, getRoute } from '@site/shared/contracts';
import { expect, test } from './fixtures.ts';
import { HYDRATION_MISMATCH, openVisit, waitUntilRunning } from './html-first.ts';

/** The six detail routes of mfe-insights, each with a slug no seed has. */
const DETAIL_ROUTE_IDS = [
  'guide-detail',
  'podcast-episode',
  'news-detail',
  'case-study-detail',
  'blog-detail',
  'event-detail',
] as const;
const MISSING_SLUG = 'does-not-exist';
const NOT_FOUND_TITLE = getRoute(NOT_FOUND_ROUTE_ID).title;
const ROBOTS_NOINDEX = `<meta name="robots" content="${NOT_FOUND_ROBOTS}">`;
/** Every detail page's loading text starts so ("Loading the guide…", "Loading the article…"). */
const LOADING_TEXT = /Loading the /;
/**
 * Requests for the missing slug's data the browser may make once the page runs: RTK Query asks again for a
 * failed entry when the page subscribes to it. More would be a refetch or redirect loop.
 */
const MAX_BROWSER_DETAIL_REQUESTS = 1;

const missingPath = (routeId: (typeof DETAIL_ROUTE_IDS)[number]) =>
  getRoute(routeId).path.replace(':slug', MISSING_SLUG);

for (const routeId of DETAIL_ROUTE_IDS) {
  const path = missingPath(routeId);

  test(`${path} answers 404 with the not-found page and noindex, without JavaScript`, async ({ browser, baseURL }) => {
    const { context, page } = await openVisit(browser, { mode: 'no-js', baseURL });
    const response = await page.goto(path);

    expect(response?.status()).toBe(404);
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(new RegExp(`<h1[^>]*>${NOT_FOUND_TITLE}</h1>`));
    expect(html).toContain(ROBOTS_NOINDEX);
    expect(html).not.toMatch(LOADING_TEXT);
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${NOT_FOUND_TITLE}`));
    expect(new URL(page.url()).pathname).toBe(path);
    await context.close();
  });

  test(`${path} answers 404 with the not-found page and noindex, and keeps it once the page runs`, async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await openVisit(browser, { mode: 'js', baseURL });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const detailRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/') && url.pathname.includes(MISSING_SLUG)) detailRequests.push(url.pathname);
    });
    // Every path the tab showed (documents and in-page history changes alike), and the documents it loaded.
    const shownPaths = new Set<string>();
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) shownPaths.add(new URL(frame.url()).pathname);
    });
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request.url());
    });

    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(new RegExp(`<h1[^>]*>${NOT_FOUND_TITLE}</h1>`));
    expect(html).toContain(ROBOTS_NOINDEX);

    await waitUntilRunning(page);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toBeVisible();
    await expect(page.getByText(LOADING_TEXT)).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', NOT_FOUND_ROBOTS);
    await expect(page).toHaveTitle(new RegExp(`^${NOT_FOUND_TITLE}`));
    // No redirect (to the list or /404), and no loop: one document, one path, the data asked for at most once more.
    expect(new URL(page.url()).pathname).toBe(path);
    expect([...shownPaths]).toEqual([path]);
    expect(documents).toHaveLength(1);
    expect(detailRequests.length).toBeLessThanOrEqual(MAX_BROWSER_DETAIL_REQUESTS);
    // Hydration found the server's not-found page: the browser's store started from the same 404.
    expect(errors.filter((text) => text.includes(HYDRATION_MISMATCH))).toEqual([]);
    await context.close();
  });
}

// Issue 52: a job page for a position the API does not know was a soft 404 (200, the position as its heading).
// site-spec.md section 8 sends an opening that cannot be read to /careers; for an unknown one the page is the
// not-found page, answered 404 with noindex, like every other detail page.
test.describe('a job page whose position the API does not know', () => {
  const missingPosition = 'no-such-job';
  const missingJob = `${getRoute('job-description').path}?${new URLSearchParams({ position: missingPosition }).toString()}`;

  test('answers 404 with the not-found page and noindex, without JavaScript', async ({ browser, baseURL }) => {
    const { context, page } = await openVisit(browser, { mode: 'no-js', baseURL });
    const response = await page.goto(missingJob);

    expect(response?.status()).toBe(404);
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(new RegExp(`<h1[^>]*>${NOT_FOUND_TITLE}</h1>`));
    expect(html).toContain(ROBOTS_NOINDEX);
    expect(html).not.toMatch(new RegExp(`<h1[^>]*>${missingPosition}</h1>`));
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toBeVisible();
    await context.close();
  });

  test('keeps the not-found page and noindex once the page runs, with no redirect and no mismatch', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await openVisit(browser, { mode: 'late-js', baseURL });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const response = await page.goto(missingJob);
    expect(response?.status()).toBe(404);
    // Before the scripts arrive, and after: the same page.
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toBeVisible();
    await waitUntilRunning(page);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toBeVisible();
    await expect(page.getByRole('heading', { name: missingPosition })).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', NOT_FOUND_ROBOTS);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(missingJob);
    expect(errors.filter((text) => text.includes(HYDRATION_MISMATCH))).toEqual([]);
    await context.close();
  });

  test('reached inside the site, is the not-found page with noindex too', async ({ page }) => {
    await page.goto(getRoute('current-openings').path);
    await waitUntilRunning(page);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request.url());
    });
    // The router follows the history as it does for its own links (a stale bookmark in the site's history).
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, missingJob);

    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toBeVisible();
    await expect(page.getByRole('heading', { name: missingPosition })).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', NOT_FOUND_ROBOTS);
    expect(documents, 'no page load: the site navigated itself').toEqual([]);
  });
});
