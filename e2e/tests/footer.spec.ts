import type { Page } from '@playwright/test';
import {
  COPYRIGHT_YEAR,
  FORM_TOKEN_PATH,
  NOT_FOUND_PATH,
  footerDocuments,
  footerHiddenRouteIds,
  getRoute,
} from '@site/shared/contracts';
import { validationMessages } from '@site/shared/form-rules';
import type { GuideListResponse, MenuDataResponse } from '@site/shared/contracts';
import { expect, test, widgetRunning } from './fixtures.ts';

const SECTION_HEADING = 'Talk to our experts';
const widgetFields = ['Name', 'Email', 'Phone', 'Company', 'Message'];

const expertsSection = (page: Page) => page.getByRole('region', { name: SECTION_HEADING });

/** Waits until the page's own content is there, so the footer area has settled for this route. */
async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

async function expectSectionHidden(page: Page, path: string) {
  await openPage(page, path);
  await expect(page.getByRole('heading', { name: SECTION_HEADING }), `the experts section on ${path}`).toHaveCount(0);
}

/** Scrolls to the section, which is what makes it fetch the forms remote's widget, and waits for it to run. */
async function expectSectionWithForm(page: Page, path: string) {
  await openPage(page, path);
  const section = expertsSection(page);
  await expect(section, `the experts section on ${path}`).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  for (const label of widgetFields) {
    await expect(section.getByLabel(label, { exact: true })).toBeVisible();
  }
  // The form is in the server's HTML; these tests are about the widget once its code runs.
  await widgetRunning(section);
  return section;
}

const hiddenPaths = footerHiddenRouteIds.filter((id) => id !== 'event-detail').map((id) => getRoute(id).path);

test.describe('the Talk to our experts section', () => {
  for (const path of hiddenPaths) {
    test(`is hidden on ${path}`, async ({ page }) => {
      await expectSectionHidden(page, path);
    });
  }

  test('is hidden on an event page', async ({ page, request }) => {
    const menu = (await (await request.get('/api/menu/data')).json()) as MenuDataResponse;
    const slug = menu.events[0]?.slug ?? 'any-event';

    await expectSectionHidden(page, `/events/${slug}`);
  });

  test('is shown with its form on home, a guide, the not-found page and the leadership page', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const guides = (await (await request.get('/api/guide/data')).json()) as GuideListResponse;
    const guideSlug = guides.data.data[0]?.slug;
    expect(guideSlug, 'a guide from GET /api/guide/data').toBeTruthy();

    for (const path of [getRoute('home').path, `/guides/${guideSlug}`, NOT_FOUND_PATH, getRoute('leadership').path]) {
      await expectSectionWithForm(page, path);
    }
  });

  test('an empty submit shows the required messages and sends nothing', async ({ page, requestedUrls }) => {
    const section = await expectSectionWithForm(page, getRoute('leadership').path);

    await section.getByRole('button', { name: 'Submit' }).click();

    for (const label of widgetFields) {
      const field = section.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(validationMessages.required);
    }
    // One summary names the fields (issue 18), not an alert per field.
    await expect(section.getByRole('alert')).toHaveCount(1);
    for (const label of widgetFields) await expect(section.getByRole('alert')).toContainText(label);
    // Nothing sent: the form's token (FORM_TOKEN_PATH) is fetched when it mounts, a submission would go to its form's path.
    expect(requestedUrls.filter((url) => url.includes('/api/forms/') && !url.endsWith(FORM_TOKEN_PATH))).toEqual([]);
    await expect(page).toHaveURL(getRoute('leadership').path);
  });
});

test.describe('the site footer', () => {
  test('has the legal links, the documents and the copyright line', async ({ page, request }) => {
    await openPage(page, '/');
    const footer = page.getByRole('contentinfo');
    const legal = footer.getByRole('navigation', { name: 'Legal' });

    for (const id of ['terms', 'sitemap', 'privacy', 'security']) {
      const route = getRoute(id);
      await expect(legal.getByRole('link', { name: route.title, exact: true })).toHaveAttribute('href', route.path);
    }
    for (const document of footerDocuments) {
      const link = legal.getByRole('link', { name: new RegExp(`^${document.label}\\b`) });
      await expect(link).toHaveAttribute('href', document.path);
      await expect(link).toHaveAttribute('target', '_blank');

      const response = await request.get(document.path);
      expect(response.status(), document.path).toBe(200);
      expect(response.headers()['content-type'], document.path).toContain('application/pdf');
    }
    await expect(footer).toContainText(`© ${COPYRIGHT_YEAR}`);
  });

  test('takes the visitor back to the top from the bottom of the page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 480 });
    await openPage(page, '/');
    const scrollToTop = page.getByRole('button', { name: 'Scroll to top' });
    await expect(scrollToTop).toHaveCount(0);

    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

    await expect(scrollToTop).toBeVisible();
    await scrollToTop.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(scrollToTop).toHaveCount(0);
  });
});
