/**
 * Secure cookies need a secure page.
 * @jest-environment-options {"url": "https://localhost/"}
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { CONSENT_COOKIE_LIFETIME_DAYS, CONSENT_COOKIE_NAME, consentValues } from '@site/shared';
import { clearSiteData, readConsentCookie, writeConsentCookie } from './consent-cookie.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

function spyOnCookieWrites() {
  const setter = jest.spyOn(document, 'cookie', 'set');
  return () => setter.mock.calls.map(([written]) => written);
}

afterEach(() => {
  jest.restoreAllMocks();
  clearSiteData();
  window.history.replaceState(null, '', '/');
});

describe('consent cookie', () => {
  it('writes the choice for 365 days on path / with SameSite Lax and Secure', () => {
    const writes = spyOnCookieWrites();
    const now = new Date('2025-03-01T12:00:00Z');

    writeConsentCookie(consentValues.necessaryOnly, now);

    const expires = new Date(now.getTime() + CONSENT_COOKIE_LIFETIME_DAYS * DAY_MS).toUTCString();
    expect(writes()).toEqual([
      `${CONSENT_COOKIE_NAME}=necessaryOnly; expires=${expires}; max-age=${CONSENT_COOKIE_LIFETIME_DAYS * 86400}; path=/; SameSite=Lax; Secure`,
    ]);
    expect(readConsentCookie()).toBe('necessaryOnly');
  });

  it.each([
    ['https on any host', 'https://www.example.test/guides', true],
    ['plain http on localhost', 'http://localhost:3000/', true],
    ['plain http on a loopback address', 'http://127.0.0.1:3000/', true],
    ['plain http on another host', 'http://arcwell.lan:3000/', false],
  ])('on %s the cookie is Secure: %s (docs/decisions/013)', (_, address, secure) => {
    const writes = spyOnCookieWrites();
    const url = new URL(address);
    writeConsentCookie(consentValues.acceptAll, new Date(), { protocol: url.protocol, hostname: url.hostname });
    expect(writes()[0]?.split('; ').includes('Secure')).toBe(secure);
  });

  it('reads nothing when no choice is stored, whatever other cookies exist', () => {
    document.cookie = `x${CONSENT_COOKIE_NAME}=true; path=/`;
    document.cookie = `${CONSENT_COOKIE_NAME}_old=true; path=/`;
    expect(readConsentCookie()).toBeUndefined();

    document.cookie = `${CONSENT_COOKIE_NAME}=; path=/`;
    expect(readConsentCookie()).toBeUndefined();
  });
});

describe('clearSiteData', () => {
  it('clears local storage and expires every visible cookie on / and the current path, host-only on localhost', () => {
    window.history.replaceState(null, '', '/careers/open-jobs');
    window.localStorage.setItem('visitor-id', 'abc');
    document.cookie = `${CONSENT_COOKIE_NAME}=true; path=/; SameSite=Lax; Secure`;
    document.cookie = '_ga=GA1.1; path=/';
    document.cookie = 'job_filter=open; path=/careers/open-jobs';
    const writes = spyOnCookieWrites();

    clearSiteData();

    expect(window.localStorage).toHaveLength(0);
    expect(document.cookie).toBe('');
    const expired = 'expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0';
    expect(writes()).toEqual(
      expect.arrayContaining([
        `_ga=; ${expired}; path=/`,
        `_ga=; ${expired}; path=/careers/open-jobs`,
        `job_filter=; ${expired}; path=/`,
        `job_filter=; ${expired}; path=/careers/open-jobs`,
      ]),
    );
    // localhost is a single label: a cookie there is the host's own, never set with a Domain attribute.
    expect(writes().some((cookie) => cookie.includes('domain='))).toBe(false);
  });
});
