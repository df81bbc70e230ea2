// WCAG 2.2 AA (issue 18): axe-core on every route at both widths, and with the cookie banner over pages of each kind.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ACCESSIBILITY_VIEWPORTS, AXE_RULE_TAGS, consentBannerCopy, consentValues } from '@site/shared/contracts';
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

/**
 * The cookie banner is one shell component, the same over every route, so it is checked over one page of each
 * kind (a landing page, a listing, a lead form, the wizard, a careers page) rather than all of them again.
 */
const BANNER_ROUTES = ['/', '/guides', '/contact-us', '/apply-now', '/careers'];

for (const viewport of ACCESSIBILITY_VIEWPORTS) {
  for (const banner of [false, true]) {
    const which = banner ? 'a page of each kind with the cookie banner' : 'every route';
    test(`${which} has no axe violation at ${viewport.width} px`, async ({ browser, baseURL, request }) => {
      test.setTimeout(300_000);
      const routes = banner ? BANNER_ROUTES : (await everyRouteUrl(request)).map(({ url }) => url);
      if (!banner) expect(routes.length).toBeGreaterThan(40);
      const { context, page } = await openVisit(browser, {
        mode: 'js',
        baseURL,
        consentChoice: banner ? null : consentValues.acceptAll,
      });
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      // Motion off, so a carousel or a counter is checked in its settled state rather than mid-animation.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const problems: string[] = [];
      for (const url of routes) {
        await page.goto(url);
        await page.waitForLoadState('networkidle');
        const bannerShown = page.getByRole('region', { name: consentBannerCopy.label });
        if (banner) await expect(bannerShown, url).toBeVisible();
        else await expect(bannerShown, url).toHaveCount(0);
        problems.push(...(await axeViolations(page, `${viewport.width}px ${url}`)));
      }
      await context.close();
      expect(problems).toEqual([]);
    });
  }
}
