import { HEADER_MOBILE_MAX_WIDTH, MENU_DATA_PATH, brand } from '@site/shared/contracts';
import { expect, test } from './fixtures.ts';

const desktop = { width: HEADER_MOBILE_MAX_WIDTH + 1, height: 900 };
const mobile = { width: HEADER_MOBILE_MAX_WIDTH, height: 900 };

test.describe('desktop header', () => {
  test.use({ viewport: desktop });

  test('mega menus work with a mouse', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const services = nav.getByRole('button', { name: 'Services' });

    await services.hover();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Policy processing' })).toBeVisible();

    await page.getByRole('link', { name: `${brand.name} home` }).hover();
    await expect(services).toHaveAttribute('aria-expanded', 'false');

    await nav.getByRole('button', { name: 'Insights' }).click();
    const tabs = nav.getByRole('tablist', { name: 'Insights' });
    await expect(tabs.getByRole('tab', { name: 'Blogs' })).toHaveAttribute('aria-selected', 'true');
    await expect(nav.getByRole('tabpanel').getByRole('link').first()).toHaveAttribute('href', /^\/blogs\//);

    await tabs.getByRole('tab', { name: 'Events' }).hover();
    await expect(nav.getByRole('tabpanel')).toContainText(/[A-Z][a-z]+ \d{1,2}-\d{1,2}, \d{4}/);

    await tabs.getByRole('tab', { name: 'Testimonials' }).click();
    await nav
      .getByRole('button', { name: /Play video/ })
      .first()
      .click();
    const frame = page.getByRole('dialog', { name: 'Client testimonial video' }).locator('iframe');
    await expect(frame).toHaveAttribute('src', /badge=0&autopause=1&title=0&byline=0&portrait=0/);
    await page.keyboard.press('Escape');
    await expect(frame).toBeVisible();
    await page.getByRole('button', { name: 'Close video' }).click();
    await expect(page.getByRole('dialog', { name: 'Client testimonial video' })).toHaveCount(0);
  });

  test('mega menus work with the keyboard', async ({ page }) => {
    await page.goto('/our-leadership');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const about = nav.getByRole('button', { name: 'About' });
    await about.focus();
    await page.keyboard.press('Enter');
    await expect(about).toHaveAttribute('aria-expanded', 'true');

    const whoWeAre = nav.getByRole('tab', { name: 'Who we are' });
    await expect(whoWeAre).toHaveAttribute('aria-selected', 'true');
    await whoWeAre.focus();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('tab', { name: 'Our leadership' })).toBeFocused();
    await expect(nav.getByRole('tabpanel')).toContainText('Meet the people');

    await page.keyboard.press('Escape');
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(about).toBeFocused();
  });

  test('a menu closes on a click outside and after navigating', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const career = nav.getByRole('button', { name: 'Career' });
    await career.click();
    await nav.getByRole('link', { name: 'Current openings' }).click();
    await expect(page).toHaveURL('/careers/current-openings');
    await expect(career).toHaveAttribute('aria-expanded', 'false');

    await career.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('contentinfo').click({ position: { x: 5, y: 5 } });
    await expect(career).toHaveAttribute('aria-expanded', 'false');
  });
});

test('menu data is fetched only at desktop widths, also after resizing to desktop', async ({ page, requestedUrls }) => {
  await page.setViewportSize(mobile);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  expect(requestedUrls.filter((url) => url.endsWith(MENU_DATA_PATH))).toEqual([]);

  const menuResponse = page.waitForResponse((response) => response.url().endsWith(MENU_DATA_PATH));
  await page.setViewportSize(desktop);
  expect((await menuResponse).status()).toBe(200);
});

test.describe('mobile header at 991 px', () => {
  test.use({ viewport: mobile });

  test('a side panel with collapsible groups replaces the mega menus', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();

    const panel = page.getByRole('dialog', { name: 'Site menu' });
    await expect(panel).toBeVisible();
    const servicesGroup = panel.getByRole('button', { name: 'Services' });
    await expect(servicesGroup).toHaveAttribute('aria-expanded', 'false');
    await expect(panel.getByRole('link', { name: 'Data annotation' })).toBeHidden();
    await servicesGroup.click();
    await expect(panel.getByRole('link', { name: 'Data annotation' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await panel.getByRole('button', { name: 'Career' }).click();
    await panel.getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL('/careers');
    await expect(panel).toBeHidden();
  });
});

test('at 992 px the desktop menus show and the side panel toggle does not', async ({ page }) => {
  await page.setViewportSize(desktop);
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Get in touch' })).toHaveAttribute(
    'href',
    '/book-free-consultation-call',
  );
});

test('the canonical link follows the path and is absent for 404, a query or a hash', async ({ page }) => {
  const canonical = page.locator('link[rel="canonical"]');
  await page.goto('/guides');
  await expect(canonical).toHaveAttribute('href', `${brand.siteUrl}/guides`);
  await page.goto('/guides?page=2');
  await expect(page.getByRole('heading', { level: 1, name: 'Guides' })).toBeVisible();
  await expect(canonical).toHaveCount(0);
  await page.goto('/guides#insurance');
  await expect(page.getByRole('heading', { level: 1, name: 'Guides' })).toBeVisible();
  await expect(canonical).toHaveCount(0);
  await page.goto('/nowhere');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(canonical).toHaveCount(0);
  await page.goto('/our-leadership');
  await expect(canonical).toHaveAttribute('href', `${brand.siteUrl}/our-leadership`);
});

test('structured data is valid JSON: organisation on home, breadcrumbs elsewhere', async ({ page }) => {
  const structuredData = () =>
    page
      .locator('script[type="application/ld+json"]')
      .allTextContents()
      .then((texts) => texts.map((text) => JSON.parse(text) as Record<string, unknown>));

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(async () => (await structuredData()).map((data) => data['@type'])).toContain('Organization');
  await expect(page).toHaveTitle(brand.legalName);

  await page.goto('/our-leadership');
  await expect(page.getByRole('heading', { level: 1, name: 'Our leadership' })).toBeVisible();
  const breadcrumb = (await structuredData()).find((data) => data['@type'] === 'BreadcrumbList');
  expect((breadcrumb?.itemListElement as { name: string }[]).map((item) => item.name)).toEqual([
    'Home',
    'About',
    'Our leadership',
  ]);
  // The page's own title wins over the route's default.
  await expect(page).toHaveTitle(new RegExp(`^Our leadership.* \\| ${brand.name}$`, 'i'));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /share-default\.png$/);
});
