// WCAG 2.2 AA (issue 18): axe-core on every route at both widths, under the cookie banner and once it is answered.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ACCESSIBILITY_VIEWPORTS, AXE_RULE_TAGS, CONSENT_COOKIE_NAME, consentBannerCopy } from '@site/shared/contracts';
import { everyRouteUrl } from './every-route.ts';
import { expect, test } from './fixtures.ts';
import { openVisit } from './html-first.ts';

/** One line per violation and node: the rule, the page, the element and axe's summary of what is wrong. */
async function axeViolations(page: Page, label: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags([...AXE_RULE_TAGS]).analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${label}: ${violation.id} at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`,
    ),
  );
}

/** Ours: the sweep of each width is cut into this many parts, each a test of its own that any worker may take. */
const PARTS = 4;

test.describe.configure({ mode: 'parallel' });

for (const viewport of ACCESSIBILITY_VIEWPORTS) {
  for (let part = 0; part < PARTS; part++) {
    test(`every route has no axe violation at ${viewport.width} px, with the cookie banner and once it is answered (part ${part + 1} of ${PARTS})`, async ({
      browser,
      baseURL,
      request,
    }) => {
      test.setTimeout(300_000);
      const everyUrl = (await everyRouteUrl(request)).map(({ url }) => url);
      expect(everyUrl.length).toBeGreaterThan(40);
      // Every PARTS-th route from this part's own: the parts together are every route, each once.
      const routes = everyUrl.filter((_url, index) => index % PARTS === part);
      // A first visit: no consent cookie, so every page opens under the banner.
      const { context, page } = await openVisit(browser, { mode: 'js', baseURL, consentChoice: null });
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      // Motion off, so a carousel or a counter is checked in its settled state rather than mid-animation.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const problems: string[] = [];
      for (const url of routes) {
        await context.clearCookies({ name: CONSENT_COOKIE_NAME });
        await page.goto(url);
        await page.waitForLoadState('networkidle');
        const banner = page.getByRole('region', { name: consentBannerCopy.label });
        await expect(banner, url).toBeVisible();
        problems.push(...(await axeViolations(page, `${viewport.width}px ${url} under the banner`)));
        // Answered in place: the same page, as the visitor goes on with it.
        await banner.getByRole('button', { name: consentBannerCopy.acceptAll }).click();
        await expect(banner, url).toHaveCount(0);
        problems.push(...(await axeViolations(page, `${viewport.width}px ${url}`)));
      }
      await context.close();
      expect(problems).toEqual([]);
    });
  }
}
