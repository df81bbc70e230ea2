// The site as a visitor sees it: every class an element carries is styled by a stylesheet the page loaded.
import type { Page } from '@playwright/test';
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

test('every class on every route is defined by a stylesheet the page loaded, before and after its scripts run', async ({
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
    }
    await context.close();
  }
  expect(problems).toEqual([]);
});
