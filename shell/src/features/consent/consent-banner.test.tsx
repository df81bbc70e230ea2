/**
 * Secure cookies need a secure page.
 * @jest-environment-options {"url": "https://localhost/"}
 */
import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router';
import {
  CONSENT_BANNER_HEIGHT_PROPERTY,
  CONSENT_COOKIE_LIFETIME_DAYS,
  CONSENT_COOKIE_NAME,
  consentBannerCopy as copy,
  consentValues,
} from '@site/shared';
import { writeSiteConfig } from '@site/shared/testing';
import { ConsentBanner } from './consent-banner.tsx';

const analytics = {
  tagManagerUrl: 'https://tags.example.test/gtm.js',
  sessionAnalyticsUrl: 'https://sessions.example.test/session.js',
  webAnalyticsUrl: 'https://stats.example.test/analytics.js',
  socialPixelUrl: 'https://social.example.test/pixel.js',
};
const threeTools = [analytics.sessionAnalyticsUrl, analytics.webAnalyticsUrl, analytics.socialPixelUrl];

// The page's host writes this before the app starts; getSiteConfig() reads it once.
beforeAll(() => writeSiteConfig({ analytics }));

afterEach(() => {
  jest.restoreAllMocks();
  document.querySelectorAll('script[src]').forEach((script) => script.remove());
  document.cookie = `${CONSENT_COOKIE_NAME}=; max-age=0; path=/`;
  document.cookie = 'visitor_pref=; max-age=0; path=/';
  window.localStorage.clear();
});

const loadedScripts = () =>
  Array.from(document.querySelectorAll('script[src]'), (script) => script.getAttribute('src'));

function renderBanner() {
  return render(
    <StrictMode>
      <MemoryRouter>
        <ConsentBanner />
        <button type="button">Next on the page</button>
      </MemoryRouter>
    </StrictMode>,
  );
}

const findBanner = () => screen.findByRole('region', { name: copy.label });
const queryBanner = () => screen.queryByRole('region', { name: copy.label });

describe('ConsentBanner', () => {
  it('offers the choices, links the privacy policy and loads nothing before a choice', async () => {
    renderBanner();

    const banner = await findBanner();
    for (const name of [copy.acceptAll, copy.necessaryOnly, copy.rejectAll, copy.close]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: copy.privacyLink })).toHaveAttribute('href', '/privacy-policy');
    expect(banner).toHaveTextContent(copy.body);
    expect(loadedScripts()).toEqual([]);
  });

  it.each([
    [copy.acceptAll, consentValues.acceptAll, [analytics.tagManagerUrl]],
    [copy.necessaryOnly, consentValues.necessaryOnly, threeTools],
  ])(
    '%s stores its value for a year, hides the banner and loads exactly its scripts',
    async (button, value, scripts) => {
      const cookieSetter = jest.spyOn(document, 'cookie', 'set');
      renderBanner();
      await findBanner();

      await userEvent.click(screen.getByRole('button', { name: button }));

      expect(queryBanner()).not.toBeInTheDocument();
      expect(cookieSetter).toHaveBeenCalledTimes(1);
      const [written] = cookieSetter.mock.calls[0] ?? [''];
      expect(written.split('; ')).toEqual([
        `${CONSENT_COOKIE_NAME}=${value}`,
        expect.stringMatching(/^expires=/),
        `max-age=${CONSENT_COOKIE_LIFETIME_DAYS * 24 * 60 * 60}`,
        'path=/',
        'SameSite=Lax',
        'Secure',
      ]);
      const expires = Date.parse(written.split('; ')[1]?.slice('expires='.length) ?? '');
      expect(Math.abs(expires - Date.now() - CONSENT_COOKIE_LIFETIME_DAYS * 86_400_000)).toBeLessThan(60_000);
      expect(document.cookie).toBe(`${CONSENT_COOKIE_NAME}=${value}`);
      expect(loadedScripts()).toEqual(scripts);
    },
  );

  it.each([copy.rejectAll, copy.close])(
    '%s hides the banner, clears storage and cookies, stores nothing, and the next visit asks again',
    async (button) => {
      window.localStorage.setItem('visitor-id', 'abc');
      document.cookie = 'visitor_pref=compact; path=/';
      const { unmount } = renderBanner();
      await findBanner();

      await userEvent.click(screen.getByRole('button', { name: button }));

      expect(queryBanner()).not.toBeInTheDocument();
      expect(window.localStorage).toHaveLength(0);
      expect(document.cookie).toBe('');
      expect(loadedScripts()).toEqual([]);

      unmount();
      renderBanner();
      expect(await findBanner()).toBeVisible();
      expect(loadedScripts()).toEqual([]);
    },
  );

  it.each([
    ['necessaryOnly', threeTools],
    ['true', [analytics.tagManagerUrl]],
  ])('on a later visit a stored %s hides the banner and loads its scripts once', async (stored, scripts) => {
    document.cookie = `${CONSENT_COOKIE_NAME}=${stored}; path=/`;

    const { rerender } = renderBanner();
    rerender(
      <StrictMode>
        <MemoryRouter>
          <ConsentBanner />
        </MemoryRouter>
      </StrictMode>,
    );
    renderBanner();

    expect(loadedScripts()).toEqual(scripts);
    expect(queryBanner()).not.toBeInTheDocument();
  });

  it.each(['false', 'yes', 'TRUE', 'necessaryonly'])(
    'treats a stored %s as no choice: the banner shows and nothing loads (docs/decisions/013)',
    async (stored) => {
      document.cookie = `${CONSENT_COOKIE_NAME}=${stored}; path=/`;
      renderBanner();
      expect(await findBanner()).toBeVisible();
      expect(loadedScripts()).toEqual([]);
    },
  );

  it('sits in the tab order without trapping focus', async () => {
    renderBanner();
    await findBanner();

    const order = [
      screen.getByRole('link', { name: copy.privacyLink }),
      screen.getByRole('button', { name: copy.acceptAll }),
      screen.getByRole('button', { name: copy.necessaryOnly }),
      screen.getByRole('button', { name: copy.rejectAll }),
      screen.getByRole('button', { name: copy.close }),
      screen.getByRole('button', { name: 'Next on the page' }),
    ];
    for (const element of order) {
      await userEvent.tab();
      expect(element).toHaveFocus();
    }
  });

  it("makes its height the page's bottom scroll padding while it shows, and takes it away once a choice is made", async () => {
    jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(312);
    renderBanner();
    await findBanner();
    const padding = () => document.documentElement.style.getPropertyValue(CONSENT_BANNER_HEIGHT_PROPERTY);
    expect(padding()).toBe('312px');
    await userEvent.click(screen.getByRole('button', { name: copy.necessaryOnly }));
    expect(queryBanner()).toBeNull();
    expect(padding()).toBe('');
  });
});
