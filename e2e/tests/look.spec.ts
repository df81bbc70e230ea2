// The site as a visitor sees it: every class an element carries is styled by a stylesheet the page loaded, no
// carousel control covers text, and the key pages are photographed at both widths for a person to look at.
import type { Page } from '@playwright/test';
import { ACCESSIBILITY_VIEWPORTS, getRoute } from '@site/shared/contracts';
import { everyRouteUrl } from './every-route.ts';
import { expect, test } from './fixtures.ts';
import { VISIT_MODES, openVisit } from './html-first.ts';

/**
 * Swiper's own classes: the carousel's fallback carries them before swiper runs (so the page's swiper rules
 * apply to it), and swiper's stylesheet arrives with swiper. Anything else without a rule is a class name that
 * two builds spelled differently, or a page whose stylesheet the host did not link.
 */
const UNSTYLED_HOOK_PREFIX = 'swiper';

/** The classes the page's elements carry that no rule of the page's stylesheets names. */
async function classesWithoutRules(page: Page): Promise<string[]> {
  return page.evaluate(async (hookPrefix) => {
    const texts = await Promise.all(
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(async (link) =>
        (await fetch(link.href)).text(),
      ),
    );
    texts.push(...[...document.querySelectorAll('style')].map((style) => style.textContent ?? ''));
    const defined = new Set<string>();
    // A class selector: a dot, then an identifier that may hold escaped characters (`\.` in a shared module's name).
    for (const match of texts.join('\n').matchAll(/\.(-?[_a-zA-Z](?:[\w-]|\\.)*)/g)) {
      defined.add((match[1] ?? '').replace(/\\(.)/g, '$1'));
    }
    const used = new Set<string>();
    for (const element of document.querySelectorAll('body *')) {
      for (const name of element.classList) used.add(name);
    }
    return [...used].filter((name) => !defined.has(name) && !name.startsWith(hookPrefix)).sort();
  }, UNSTYLED_HOOK_PREFIX);
}

/** Images that would move the page when they load (no width or height), or that did not load. */
async function imagesOutOfShape(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.images].flatMap((image) => {
      const name = image.currentSrc || image.getAttribute('src') || '(no src)';
      const problems: string[] = [];
      if (!image.getAttribute('width') || !image.getAttribute('height'))
        problems.push(`${name} has no width and height`);
      if (image.complete && image.naturalWidth === 0 && image.getAttribute('src')) problems.push(`${name} is broken`);
      return problems;
    }),
  );
}

test('every class on every route is defined by a stylesheet the page loaded, and every image reserves its size, before and after its scripts run', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  const routes = await everyRouteUrl(request);
  expect(routes.length).toBeGreaterThan(40);
  const problems: string[] = [];
  for (const mode of [VISIT_MODES[0], VISIT_MODES[2]]) {
    const { context, page } = await openVisit(browser, { mode, baseURL });
    for (const { url } of routes) {
      await page.goto(url);
      if (mode === 'js') await page.waitForLoadState('networkidle');
      const missing = await classesWithoutRules(page);
      if (missing.length > 0) problems.push(`${mode} ${url}: ${missing.join(' ')}`);
      problems.push(...(await imagesOutOfShape(page)).map((problem) => `${mode} ${url}: ${problem}`));
    }
    await context.close();
  }
  expect(problems).toEqual([]);
});

/** The pages a visitor and a client judge the company by (issue 18): screenshots at both widths for a person. */
const KEY_ROUTES = [
  'home',
  'contact',
  'consultation',
  'services',
  'guides',
  'testimonials',
  'leadership',
  'life',
  'careers',
  'apply-now',
];

/**
 * Where a carousel's arrows or dots cover text in one of its slides: each control's box against the box of
 * every text line in the slides in view.
 */
async function carouselControlsOverText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const overlaps: string[] = [];
    const intersects = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom && a.width > 0 && b.width > 0;
    for (const carousel of document.querySelectorAll<HTMLElement>('[aria-roledescription="carousel"]')) {
      const controls = [...carousel.querySelectorAll('.swiper-button-prev, .swiper-button-next, .swiper-pagination')]
        .filter((control) => getComputedStyle(control).display !== 'none')
        .map((control) => control.getBoundingClientRect());
      const walker = document.createTreeWalker(carousel, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const slide = node.parentElement?.closest('.swiper-slide');
        if (!slide || !node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const line of range.getClientRects()) {
          if (controls.some((control) => intersects(control, line))) {
            overlaps.push(`${carousel.getAttribute('aria-label')}: "${node.textContent.trim().slice(0, 40)}"`);
          }
        }
      }
    }
    return [...new Set(overlaps)];
  });
}

test('the key pages at both widths: no carousel control over text, no font download, and screenshots for a person', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const problems: string[] = [];
  for (const viewport of ACCESSIBILITY_VIEWPORTS) {
    const { context, page } = await openVisit(browser, { mode: 'js', baseURL });
    // docs/decisions/016: the type is the platform's own; no page downloads a font.
    page.on('request', (request) => {
      if (request.resourceType() === 'font') problems.push(`${page.url()}: downloads the font ${request.url()}`);
    });
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const routeId of KEY_ROUTES) {
      const { path } = getRoute(routeId);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // Scrolled through once, so every carousel and widget that waits for the viewport has arrived.
      for (const carousel of await page.locator('[aria-roledescription="carousel"]').all()) {
        await carousel.scrollIntoViewIfNeeded();
      }
      await page.waitForLoadState('networkidle');
      problems.push(
        ...(await carouselControlsOverText(page)).map((overlap) => `${viewport.width}px ${path}: ${overlap}`),
      );
      const shot = testInfo.outputPath(`${routeId}-${viewport.width}.png`);
      await page.screenshot({ path: shot, fullPage: true });
      await testInfo.attach(`${routeId} at ${viewport.width} px`, { path: shot, contentType: 'image/png' });
    }
    await context.close();
  }
  expect(problems).toEqual([]);
});
