import type { ConsoleMessage, Page } from '@playwright/test';
import { HOME_ROUTE_ID, NOT_FOUND_PATH, getRoute, pageRoutes } from '@site/shared/contracts';
import { expect, isLocal, test } from './fixtures.ts';

/** playwright.config.ts points every consent-gated analytics script at this port, where nothing listens. */
const ANALYTICS_PORT = '3999';
const NOT_FOUND_HEADING = getRoute('not-found').title;

const contentRoutes = pageRoutes.filter((route) => route.owner === 'content');

/** A load the test setup makes fail on purpose: a request to another host (blocked) or an analytics script. */
function isExpectedFailedLoad(message: ConsoleMessage): boolean {
  const { url } = message.location();
  if (!message.text().startsWith('Failed to load resource') || !url) return false;
  return !isLocal(url) || new URL(url).port === ANALYTICS_PORT;
}

/** Every console error and uncaught exception of the page from now on, apart from the expected failed loads. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !isExpectedFailedLoad(message)) {
      errors.push(`${message.text()} (${message.location().url})`);
    }
  });
  page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`));
  return errors;
}

async function metaDescription(page: Page): Promise<string | null> {
  return page.locator('meta[name="description"]').getAttribute('content');
}

function duplicates(values: string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

test('every page of the content remote has its heading, breadcrumb, own title and description, and no errors', async ({
  page,
}) => {
  test.setTimeout(contentRoutes.length * 15_000);
  const errors = collectErrors(page);

  // The not-found page keeps the shell's default description: a page has set its own once it differs.
  await page.goto(NOT_FOUND_PATH);
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_HEADING })).toBeVisible();
  const shellDescription = await metaDescription(page);
  errors.length = 0;

  const titles: string[] = [];
  const descriptions: string[] = [];
  for (const route of contentRoutes) {
    await test.step(route.path, async () => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (route.id !== HOME_ROUTE_ID) {
        await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
        await expect
          .poll(() => metaDescription(page), { message: `${route.path} sets its own description` })
          .not.toBe(shellDescription);
      }

      const title = await page.title();
      const description = await metaDescription(page);
      expect(title, `the title of ${route.path}`).not.toBe('');
      expect(description, `the description of ${route.path}`).toBeTruthy();
      titles.push(title);
      descriptions.push(description ?? '');
      expect(errors, `console errors on ${route.path}`).toEqual([]);
    });
  }

  expect(duplicates(titles), 'titles used by more than one page').toEqual([]);
  expect(duplicates(descriptions), 'descriptions used by more than one page').toEqual([]);
});

test('every link on the sitemap leads to a page, and every PDF it links to is served', async ({ page, request }) => {
  await page.goto(getRoute('sitemap').path);
  const sitemap = page.getByRole('navigation', { name: 'Sitemap' });
  await expect(sitemap).toBeVisible();
  const hrefs = await sitemap
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const internal = [...new Set(hrefs.filter((href) => href.startsWith('/')))];
  const documents = internal.filter((href) => href.split(/[?#]/)[0]?.endsWith('.pdf'));
  // A section link (#anchor) resolves to the same page as its page link: each page is visited once.
  const pagePaths = [
    ...new Set(internal.filter((href) => !documents.includes(href)).map((href) => href.split('#')[0] ?? href)),
  ];
  expect(documents.length, 'certificate links').toBeGreaterThan(0);
  expect(pagePaths.length, 'page links').toBeGreaterThan(0);
  test.setTimeout((pagePaths.length + documents.length) * 10_000);

  for (const href of documents) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    // The shell answers unknown paths with its HTML page, so a missing PDF would also be a 200.
    expect(response.headers()['content-type'], href).toContain('application/pdf');
  }

  for (const path of pagePaths) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Pages that load their content (a news article) go to the not-found page only once the answer arrives.
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).pathname, `where ${path} leads`).not.toBe(NOT_FOUND_PATH);
      await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_HEADING })).toHaveCount(0);
    });
  }
});
