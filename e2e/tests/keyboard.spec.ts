// WCAG 2.2 AA keyboard walks (issue 18): menus, the mobile panel, the video modal, the cookie banner, carousels
// and the focus ring, with the keys a visitor presses.
import type { Locator, Page } from '@playwright/test';
import {
  ACCESSIBILITY_VIEWPORTS,
  FOCUS_RING_MIN_CONTRAST,
  TESTIMONIAL_CAROUSEL_AUTOPLAY_MS,
  carouselControlCopy,
  consentBannerCopy,
  contrastRatio,
  dialogCopy,
  getRoute,
} from '@site/shared/contracts';
import { expect, test } from './fixtures.ts';

const [desktop, phone] = ACCESSIBILITY_VIEWPORTS;
/** Ours: how many Tab presses a walk takes at most before it gives up (a page has fewer stops). */
const MAX_TAB_STOPS = 250;

/** Whether the focused element is inside `container` (an iframe counts as itself). */
const focusIsIn = (container: Locator) => container.evaluate((element) => element.contains(document.activeElement));

/**
 * Where Tab took focus while a modal is open: inside it, or out of the document to the browser's own controls
 * (the platform's modal lets a visitor reach the address bar; the document's active element is then its body).
 * Never an element of the page behind.
 */
const focusStaysInModal = (modal: Locator) =>
  modal.evaluate((element) => element.contains(document.activeElement) || document.activeElement === document.body);

/** A link of the page behind a modal, focused by script: it stays unfocused when the page is inert. */
async function canFocusBehind(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const link = document.querySelector<HTMLElement>('footer a[href]');
    link?.focus();
    return link !== null && document.activeElement === link;
  });
}

test.describe('at desktop width', () => {
  test.use({ viewport: { width: desktop.width, height: desktop.height } });

  test('a mega menu closes when keyboard focus leaves it, and the next stop is not under it', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const career = nav.getByRole('button', { name: 'Career' });
    await career.focus();
    await page.keyboard.press('Enter');
    await expect(career).toHaveAttribute('aria-expanded', 'true');

    let presses = 0;
    while ((await focusIsIn(nav)) && presses < MAX_TAB_STOPS) {
      await expect(career).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab');
      presses += 1;
    }
    expect(presses).toBeGreaterThan(1);
    await expect(career).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#mega-menu-career')).toBeHidden();
    // The next stop is the element under its own centre: nothing covers it.
    const uncovered = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement;
      const box = active.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return top !== null && (active === top || active.contains(top));
    });
    expect(uncovered).toBe(true);
  });

  test('the video modal keeps focus, iframe included, ignores Escape, and gives focus back on Close', async ({
    page,
  }) => {
    await page.goto('/');
    const play = page.getByRole('button', { name: /^Play video:/ }).first();
    await play.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: dialogCopy.videoClose })).toBeFocused();

    let inside = 0;
    for (let press = 0; press < 8; press += 1) {
      await page.keyboard.press(press % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(await focusStaysInModal(dialog), `after press ${press + 1}`).toBe(true);
      if (await focusIsIn(dialog)) inside += 1;
    }
    expect(inside).toBeGreaterThan(4);
    expect(await canFocusBehind(page)).toBe(false);
    await dialog.getByRole('button', { name: dialogCopy.videoClose }).focus();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();

    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(play).toBeFocused();
  });

  test('the focus ring has 3:1 against what it sits on', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Services' }).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const { outline, style, background } = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement;
      const computed = getComputedStyle(active);
      let element: HTMLElement | null = active.parentElement;
      let fill = 'rgb(255, 255, 255)';
      while (element) {
        const colour = getComputedStyle(element).backgroundColor;
        if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') {
          fill = colour;
          break;
        }
        element = element.parentElement;
      }
      return { outline: computed.outlineColor, style: computed.outlineStyle, background: fill };
    });
    expect(style).toBe('solid');
    expect(contrastRatio(outline, background)).toBeGreaterThanOrEqual(FOCUS_RING_MIN_CONTRAST);
  });

  test('an autoplaying carousel has a visible Pause button that stops it, and Play starts it again', async ({
    page,
  }) => {
    await page.goto(getRoute('testimonials').path);
    const carousel = page.locator('[aria-roledescription="carousel"]').first();
    await carousel.scrollIntoViewIfNeeded();
    const pause = carousel.getByRole('button', { name: carouselControlCopy.pause });
    await expect(pause).toBeVisible();
    const activeSlide = () =>
      carousel.locator('.swiper-slide-active').first().getAttribute('data-carousel-slide', { timeout: 5_000 });
    await expect(carousel.locator('.swiper-initialized')).toHaveCount(1);
    const before = await activeSlide();
    // It moves by itself (the test below would pass for a carousel that never moves).
    await expect.poll(activeSlide, { timeout: TESTIMONIAL_CAROUSEL_AUTOPLAY_MS * 3 }).not.toBe(before);

    await page.mouse.move(0, 0);
    await pause.click();
    await page.mouse.move(0, 0);
    const held = await activeSlide();
    await page.waitForTimeout(TESTIMONIAL_CAROUSEL_AUTOPLAY_MS * 2);
    expect(await activeSlide()).toBe(held);

    await carousel.getByRole('button', { name: carouselControlCopy.play }).click();
    await page.mouse.move(0, 0);
    await expect.poll(activeSlide, { timeout: TESTIMONIAL_CAROUSEL_AUTOPLAY_MS * 3 }).not.toBe(held);
  });
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: phone.width, height: phone.height } });

  test('the mobile panel keeps focus, makes the page behind it inert, and Escape gives focus back', async ({
    page,
  }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: dialogCopy.mobileMenuToggle, exact: true });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: dialogCopy.mobileMenu });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('button', { name: dialogCopy.mobileMenuClose })).toBeFocused();

    let inside = 0;
    for (let press = 0; press < 20; press += 1) {
      await page.keyboard.press('Tab');
      expect(await focusStaysInModal(panel), `after Tab ${press + 1}`).toBe(true);
      if (await focusIsIn(panel)) inside += 1;
    }
    // Round and round the panel's own controls.
    expect(inside).toBeGreaterThan(15);
    expect(await canFocusBehind(page)).toBe(false);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await canFocusBehind(page)).toBe(true);
  });
});

for (const viewport of ACCESSIBILITY_VIEWPORTS) {
  test.describe(`with the cookie banner at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, consentChoice: null });

    test('no focus stop of the home page is hidden behind the banner', async ({ page }) => {
      await page.goto('/');
      const banner = page.getByRole('region', { name: consentBannerCopy.label });
      await expect(banner).toBeVisible();
      const hidden: string[] = [];
      let stops = 0;
      for (; stops < MAX_TAB_STOPS; stops += 1) {
        await page.keyboard.press('Tab');
        const stop = await page.evaluate(() => {
          const active = document.activeElement as HTMLElement | null;
          const bannerElement = document.getElementById('consent-rejected');
          if (!active || active === document.body || !bannerElement) return { done: true, covered: false, name: '' };
          if (bannerElement.contains(active)) return { done: false, covered: false, name: '' };
          const box = active.getBoundingClientRect();
          const bannerTop = bannerElement.getBoundingClientRect().top;
          // 2.4.11: some of it shows above the banner.
          const covered = box.height > 0 && box.top >= bannerTop;
          const text = (active.textContent ?? '').trim().slice(0, 40);
          const name = `${active.tagName.toLowerCase()} "${text}" at ${Math.round(box.top)} (banner at ${Math.round(bannerTop)})`;
          return { done: false, covered, name };
        });
        if (stop.done) break;
        if (stop.covered) hidden.push(stop.name);
      }
      expect(stops).toBeGreaterThan(20);
      expect(hidden).toEqual([]);
    });
  });
}
