// docs/decisions/010: browsing works before and without JavaScript. Each flow is walked three ways (html-first.ts):
// JavaScript off; every script 4 s late with the visitor acting at once on the server's HTML; and normally. State
// lives in the address (guides, case studies, the podcast series, the contact-us tabs), the menus are disclosures
// and the cookie banner is a form, so the server's page does the job; when the scripts arrive, nothing is lost.
import type { Browser, Locator, Page } from '@playwright/test';
import {
  CONSENT_COOKIE_NAME,
  carouselControlCopy,
  consentBannerCopy,
  consentValues,
  getRoute,
} from '@site/shared/contracts';
import type { CaseStudyListResponse, GuideListResponse } from '@site/shared/contracts';
import { expect, test } from '@playwright/test';
import { HYDRATION_MISMATCH, VISIT_MODES, isStillServerHtml, openVisit, waitUntilRunning } from './html-first.ts';
import type { VisitMode } from './html-first.ts';

/** shell/src/features/remotes/remote-fallback.tsx */
const REMOTE_FALLBACK_HEADING = 'This part of the site is not available right now';
const GUIDES = getRoute('guides').path;
const CASE_STUDIES = getRoute('case-studies').path;
const PODCAST = getRoute('podcast').path;
const CONTACT = getRoute('contact').path;
/** Ten seed guides have it in their title: two pages. */
const GUIDE_SEARCH = 'and';

interface Visit {
  page: Page;
  /** Opens a path as the mode's visitor does: at once (no-js, late-js), or once the page runs (js). */
  open: (path: string) => Promise<void>;
  /** Before the visitor's first act: in late-js, proves the scripts have not arrived yet. */
  acting: () => Promise<void>;
  /**
   * After the flow: the scripts arrive (late-js, js) and hydrate without a difference from the server's HTML,
   * and the page the server sent was never replaced by a remote's fallback.
   */
  settled: () => Promise<void>;
  close: () => Promise<void>;
}

async function visit(
  browser: Browser,
  mode: VisitMode,
  baseURL: string | undefined,
  options: { consentChoice?: string | null; viewport?: { width: number; height: number } } = {},
): Promise<Visit> {
  const { context, page } = await openVisit(browser, { mode, baseURL, consentChoice: options.consentChoice });
  if (options.viewport) await page.setViewportSize(options.viewport);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return {
    page,
    open: async (path) => {
      // 'commit': the load event waits for the (late) scripts, and the visitor does not.
      await page.goto(path, { waitUntil: 'commit' });
      if (mode === 'js') await waitUntilRunning(page);
    },
    acting: async () => {
      if (mode === 'late-js') expect(await isStillServerHtml(page)).toBe(true);
    },
    settled: async () => {
      if (mode === 'no-js') return;
      await waitUntilRunning(page);
      // Every late script has arrived, the route's remote too (or its load has given up).
      await page.waitForLoadState('networkidle');
      expect(errors.filter((text) => text.includes(HYDRATION_MISMATCH))).toEqual([]);
      // Issue 17 section 1: a late remote never replaces the server's page with its fallback.
      await expect(page.getByRole('heading', { name: REMOTE_FALLBACK_HEADING })).toHaveCount(0);
    },
    close: () => context.close(),
  };
}

const headings = (list: Locator) => list.getByRole('heading').allTextContents();

/** What is on screen now, to compare with what is there once the scripts have run. */
async function snapshot(page: Page, list: Locator) {
  await expect(list).toBeVisible();
  return { url: page.url(), items: await headings(list) };
}

async function expectIntact(page: Page, list: Locator, before: { url: string; items: string[] }) {
  expect(page.url()).toBe(before.url);
  await expect(list.getByRole('heading')).toHaveText(before.items);
}

for (const mode of VISIT_MODES) {
  test.describe(`browsing, ${mode}`, () => {
    // Each page of a flow waits SCRIPT_DELAY_MS for every script.
    test.slow(mode === 'late-js', 'scripts arrive 4 s late on every page');

    test('a guide search sent with Enter, its second page, and a category change back to All at page 1', async ({
      browser,
      baseURL,
      request,
    }) => {
      const expected = (await (
        await request.get(`/api/guide/data?per_page=6&page=2&title=${GUIDE_SEARCH}`)
      ).json()) as GuideListResponse;
      const { page, open, acting, settled, close } = await visit(browser, mode, baseURL);
      const main = page.getByRole('main');
      const list = main.getByRole('list', { name: 'Guides' });
      const pages = main.getByRole('navigation', { name: 'Guide pages' });

      await open(GUIDES);
      const search = main.getByRole('searchbox', { name: 'Search guides' });
      await expect(search).toBeVisible();
      await acting();
      await search.fill(GUIDE_SEARCH);
      await search.press('Enter');
      await expect(page).toHaveURL(`${GUIDES}?title=${GUIDE_SEARCH}`);
      await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

      await pages.getByRole('link', { name: 'Next page' }).click();
      await expect(page).toHaveURL(`${GUIDES}?title=${GUIDE_SEARCH}&page=2`);
      await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      await expect(list.getByRole('listitem')).toHaveCount(expected.data.data.length);
      await expect(search).toHaveValue(GUIDE_SEARCH);
      const searched = await snapshot(page, list);
      await settled();
      await expectIntact(page, list, searched);
      await expect(search).toHaveValue(GUIDE_SEARCH);

      // site-spec.md section 4: a category change, back to All too, starts at page 1.
      await open(`${GUIDES}?page=2`);
      const categories = main.getByRole('group', { name: 'Guide categories' });
      await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      await acting();
      await categories.getByRole('button', { name: 'Insurance' }).click();
      await expect(page).toHaveURL(`${GUIDES}?category=insurance`);
      await expect(categories.getByRole('button', { name: 'Insurance' })).toHaveAttribute('aria-pressed', 'true');
      await categories.getByRole('button', { name: 'All Guides' }).click();
      // The native form sends no field for All ('/guides?'); the JavaScript path goes to '/guides'.
      await expect(page).toHaveURL(new RegExp(`${GUIDES}\\??$`));
      await expect(categories.getByRole('button', { name: 'All Guides' })).toHaveAttribute('aria-pressed', 'true');
      await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
      const all = await snapshot(page, list);
      await settled();
      await expectIntact(page, list, all);
      await close();
    });

    test('case studies and the podcast series page through ?page=', async ({ browser, baseURL, request }) => {
      const expected = (await (
        await request.get('/api/case/study/page/data?per_page=6&page=2')
      ).json()) as CaseStudyListResponse;
      const { page, open, acting, settled, close } = await visit(browser, mode, baseURL);
      const main = page.getByRole('main');

      await open(CASE_STUDIES);
      const studies = main.getByRole('list', { name: 'Case studies' });
      const studyPages = main.getByRole('navigation', { name: 'Case studies pages' });
      await expect(studies).toBeVisible();
      await acting();
      await studyPages.getByRole('link', { name: 'Next page' }).click();
      await expect(page).toHaveURL(`${CASE_STUDIES}?page=2`);
      await expect(studyPages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      await expect(studies.getByRole('link', { name: expected.data.data[0]?.title })).toBeVisible();
      const studiesPage = await snapshot(page, studies);
      await settled();
      await expectIntact(page, studies, studiesPage);

      await open(PODCAST);
      const series = main.getByRole('list', { name: 'Business Transformation Series' });
      const seriesPages = main.getByRole('navigation', { name: 'Series pages' });
      await expect(series).toBeVisible();
      const firstPage = await headings(series);
      await acting();
      await seriesPages.getByRole('link', { name: 'Page 2' }).click();
      await expect(page).toHaveURL(`${PODCAST}?page=2`);
      await expect(seriesPages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      await expect(series.getByRole('heading').first()).not.toHaveText(firstPage[0] ?? '');
      const seriesPage = await snapshot(page, series);
      await settled();
      await expectIntact(page, series, seriesPage);
      await close();
    });

    test('the contact-us tabs are links to ?tab= that stay ARIA tabs', async ({ browser, baseURL }) => {
      const { page, open, acting, settled, close } = await visit(browser, mode, baseURL);
      const tabs = page.getByRole('tablist', { name: 'Send us an enquiry' });
      const panel = page.getByRole('tabpanel');

      await open(CONTACT);
      await expect(tabs.getByRole('tab', { name: 'Alliances & Partnerships' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await acting();
      await tabs.getByRole('tab', { name: 'Careers' }).click();
      await expect(page).toHaveURL(`${CONTACT}?tab=careers`);
      await expect(tabs.getByRole('tab', { name: 'Careers' })).toHaveAttribute('aria-selected', 'true');
      await expect(panel).toHaveAccessibleName('Careers');
      await expect(panel.getByRole('form', { name: 'Careers enquiry' })).toBeVisible();

      await tabs.getByRole('tab', { name: 'Any other query' }).click();
      await expect(page).toHaveURL(`${CONTACT}?tab=other`);
      await expect(panel).toHaveAccessibleName('Any other query');
      await settled();
      expect(page.url()).toContain(`${CONTACT}?tab=other`);
      await expect(panel).toHaveAccessibleName('Any other query');
      if (mode !== 'no-js') {
        // With JavaScript they are ARIA tabs: an arrow key switches, and the address follows.
        await tabs.getByRole('tab', { name: 'Any other query' }).focus();
        await page.keyboard.press('ArrowLeft');
        await expect(tabs.getByRole('tab', { name: 'Careers' })).toBeFocused();
        await expect(page).toHaveURL(`${CONTACT}?tab=careers`);
        await expect(panel).toHaveAccessibleName('Careers');
      }
      await close();
    });

    const choices = [
      { button: consentBannerCopy.acceptAll, stored: consentValues.acceptAll },
      { button: consentBannerCopy.necessaryOnly, stored: consentValues.necessaryOnly },
      { button: consentBannerCopy.rejectAll, stored: undefined },
    ];
    for (const { button, stored } of choices) {
      test(`the cookie banner's ${button}`, async ({ browser, baseURL }) => {
        const { page, open, acting, settled, close } = await visit(browser, mode, baseURL, { consentChoice: null });
        const banner = page.getByRole('region', { name: consentBannerCopy.label });
        // A cookie of the site's own that Reject all must delete too.
        await page
          .context()
          .addCookies([{ name: 'visitor_pref', value: 'compact', url: baseURL ?? 'http://127.0.0.1:3000' }]);
        await open(`${GUIDES}?page=2`);
        await expect(banner).toBeVisible();
        await acting();
        await banner.getByRole('button', { name: button, exact: true }).click();
        await expect(banner).toBeHidden();
        // Back on the page the visitor chose on, as it was.
        await expect(page).toHaveURL(new RegExp(`${GUIDES}\\?page=2(#.*)?$`));
        const cookies = Object.fromEntries((await page.context().cookies()).map((c) => [c.name, c.value]));
        if (stored) {
          expect(cookies[CONSENT_COOKIE_NAME]).toBe(stored);
          expect(cookies.visitor_pref).toBe('compact');
        } else {
          // Reject all stores nothing and deletes the cookies there were.
          expect(cookies).toEqual({});
        }
        await settled();
        await expect(banner).toBeHidden();
        if (stored) {
          await open(CASE_STUDIES);
          await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
          await expect(banner).toHaveCount(0);
        }
        await close();
      });
    }

    test("a moving carousel's Pause / Play shows only once it can work, in the place kept for it", async ({
      browser,
      baseURL,
    }) => {
      const { page, open, acting, settled, close } = await visit(browser, mode, baseURL);
      await open(getRoute('testimonials').path);
      const carousel = page.locator('[aria-roledescription="carousel"]').first();
      const named = new RegExp(`^(${carouselControlCopy.pause}|${carouselControlCopy.play})$`);
      const control = carousel.getByRole('button', { name: named });
      // The button element itself, seen or not: its row is the place kept for it (its label, and so its width,
      // may change once it runs: Pause, or Play for a visitor who asked for less motion).
      const place = async () => {
        const box = await carousel.locator('button').first().boundingBox();
        return box && { y: box.y, height: box.height };
      };
      await expect(carousel).toBeVisible();
      await acting();
      const before = await place();
      if (mode !== 'js') await expect(control).toHaveCount(0);
      await settled();
      if (mode === 'no-js') {
        // Nothing moves without JavaScript, and no button offers to stop it.
        await expect(control).toHaveCount(0);
      } else {
        await expect(control).toBeVisible();
        expect(await place()).toEqual(before);
      }
      await close();
    });

    test('the mega menu and the mobile panel open', async ({ browser, baseURL }) => {
      const { page, open, acting, settled, close } = await visit(browser, mode, baseURL);
      const nav = page.getByRole('navigation', { name: 'Main' });
      // A disclosure's summary before the page runs, a button after.
      const control = (scope: Locator, name: string) =>
        scope.locator('summary, button').filter({ hasText: new RegExp(`^\\W*${name}$`), visible: true });

      await open('/news');
      await expect(nav).toBeVisible();
      await acting();
      await control(nav, 'Services').click();
      await expect(nav.getByRole('link', { name: 'Policy processing' })).toBeVisible();
      await control(nav, 'About').click();
      await expect(nav.getByRole('link', { name: 'Who we are' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Policy processing' })).toBeHidden();
      await settled();
      // Still open once the page runs (the disclosure opened before it became the menu).
      await expect(nav.getByRole('link', { name: 'Who we are' })).toBeVisible();
      if (mode !== 'no-js') {
        // With JavaScript: Escape closes it and gives the focus back to its button.
        await control(nav, 'About').focus();
        await page.keyboard.press('Escape');
        await expect(nav.getByRole('link', { name: 'Who we are' })).toBeHidden();
        await expect(control(nav, 'About')).toBeFocused();
      }

      await page.setViewportSize({ width: 390, height: 844 });
      await open('/news');
      const header = page.getByRole('banner');
      await expect(control(header, 'Menu')).toBeVisible();
      await acting();
      await control(header, 'Menu').click();
      await control(header, 'Services').click();
      await expect(header.getByRole('link', { name: 'Data annotation' })).toBeVisible();
      await settled();
      await expect(header.getByRole('link', { name: 'Data annotation' })).toBeVisible();
      await close();
    });
  });
}
