import { describe, expect, it } from '@jest/globals';
import { CONSENT_COOKIE_LIFETIME_DAYS, CONSENT_COOKIE_NAME } from '../constants/consent.ts';
import { consentCookie, cookieDomains, expiredCookies } from './consent-cookie.ts';

const EXPIRED = 'expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0';

describe('consentCookie', () => {
  it('stores the choice for 365 days on path / with SameSite Lax, Secure on an https page', () => {
    const now = new Date('2026-01-02T03:04:05Z');
    expect(consentCookie('necessaryOnly', now, new URL('https://www.example.test/guides'))).toBe(
      `${CONSENT_COOKIE_NAME}=necessaryOnly; expires=Sat, 02 Jan 2027 03:04:05 GMT; ` +
        `max-age=${CONSENT_COOKIE_LIFETIME_DAYS * 86400}; path=/; SameSite=Lax; Secure`,
    );
  });

  it('is not Secure on plain http away from a loopback host (docs/decisions/013), and never has a Domain', () => {
    const cookie = consentCookie('true', new Date(), new URL('http://arcwell.lan:3000/'));
    expect(cookie.split('; ')).not.toContain('Secure');
    expect(cookie).not.toContain('domain=');
  });
});

describe('cookieDomains', () => {
  it('is the host and each parent domain for a normal host', () => {
    expect(cookieDomains('www.example.co.uk')).toEqual(['www.example.co.uk', 'example.co.uk', 'co.uk']);
    expect(cookieDomains('example.com.')).toEqual(['example.com']);
  });

  it.each(['127.0.0.1', '10.1.2.3', '::1', '[::1]', '2001:db8::7', 'localhost', 'intranet'])(
    'is nothing for an IP address or a single-label host: %s',
    (hostname) => {
      expect(cookieDomains(hostname)).toEqual([]);
    },
  );
});

describe('expiredCookies', () => {
  it('on a normal host, expires each cookie on / and the page path, host-only and on each parent domain', () => {
    expect(expiredCookies(['_ga'], 'www.example.test', '/careers')).toEqual([
      `_ga=; ${EXPIRED}; path=/`,
      `_ga=; ${EXPIRED}; path=/; domain=www.example.test`,
      `_ga=; ${EXPIRED}; path=/; domain=example.test`,
      `_ga=; ${EXPIRED}; path=/careers`,
      `_ga=; ${EXPIRED}; path=/careers; domain=www.example.test`,
      `_ga=; ${EXPIRED}; path=/careers; domain=example.test`,
    ]);
  });

  it.each(['127.0.0.1', '::1', 'localhost'])('on %s, host-only: no Domain attribute', (hostname) => {
    expect(expiredCookies(['_ga', '__Secure-id'], hostname, '/')).toEqual([
      `_ga=; ${EXPIRED}; path=/`,
      `__Secure-id=; ${EXPIRED}; path=/; Secure`,
    ]);
  });
});
