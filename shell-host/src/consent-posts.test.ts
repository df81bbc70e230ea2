import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import {
  COHORT_COOKIE,
  CONSENT_COOKIE_NAME,
  CONSENT_POST_PATH,
  consentCookie,
  consentValues,
} from '@site/shared/contracts';
import { registerConsentPosts, safeReturnPath } from './consent-posts.ts';

const SITE = 'http://127.0.0.1:3000';
const NOW = new Date('2026-01-02T03:04:05Z');

describe("the banner's choices posted to the shell's host", () => {
  let host: FastifyInstance;

  beforeAll(async () => {
    host = Fastify();
    await registerConsentPosts(host, { siteOrigins: ['https://www.example.test'], now: () => NOW });
    await host.ready();
  });
  afterAll(() => host.close());

  const post = (fields: Record<string, string>, headers: Record<string, string> = { origin: SITE }) =>
    host.inject({
      method: 'POST',
      url: CONSENT_POST_PATH,
      headers: { host: '127.0.0.1:3000', 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(fields).toString(),
    });
  const setCookies = (response: Awaited<ReturnType<typeof post>>) => [response.headers['set-cookie'] ?? []].flat();

  it.each([consentValues.acceptAll, consentValues.necessaryOnly])(
    'stores %s with the attributes the banner script uses and goes back to the page (303)',
    async (choice) => {
      const response = await post({ choice, return: '/guides?title=close&page=2' });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/guides?title=close&page=2');
      expect(setCookies(response)).toEqual([
        `${CONSENT_COOKIE_NAME}=${choice}; expires=Sat, 02 Jan 2027 03:04:05 GMT; max-age=31536000; path=/; SameSite=Lax; Secure`,
      ]);
      expect(setCookies(response)[0]).toBe(consentCookie(choice, NOW, new URL(SITE)));
    },
  );

  it.each([
    ['a loopback address on plain http', '127.0.0.1:3000', 'http://127.0.0.1:3000', true],
    ['localhost on plain http', 'localhost:3000', 'http://localhost:3000', true],
    ['https (TLS ended by a proxy in front of the host)', 'www.example.test', 'https://www.example.test', true],
    ['plain http on another host', 'arcwell.lan:3000', 'http://arcwell.lan:3000', false],
  ])('on %s the stored choice is Secure: %s (docs/decisions/013)', async (_, hostHeader, origin, secure) => {
    const response = await post({ choice: consentValues.acceptAll, return: '/' }, { host: hostHeader, origin });
    expect(response.statusCode).toBe(303);
    const [cookie = ''] = setCookies(response);
    expect(cookie.startsWith(`${CONSENT_COOKIE_NAME}=true;`)).toBe(true);
    expect(cookie.split('; ').includes('Secure')).toBe(secure);
  });

  it('on Reject all stores nothing, expires every cookie the visitor has and returns to the page without the banner', async () => {
    const response = await post(
      { choice: 'reject', return: '/contact-us?tab=careers' },
      { origin: SITE, cookie: `${CONSENT_COOKIE_NAME}=true; _ga=GA1.1.1; ${COHORT_COOKIE}=12` },
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/contact-us?tab=careers#consent-rejected');
    expect(response.headers['clear-site-data']).toBe('"storage"');
    const cookies = setCookies(response);
    // 127.0.0.1 is an address: the cookies are the host's own, with no Domain attribute.
    expect(cookies.some((cookie) => cookie.includes('domain='))).toBe(false);
    expect(cookies).toContain(`${CONSENT_COOKIE_NAME}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/`);
    expect(cookies).toContain('_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/contact-us');
    expect(cookies.every((cookie) => cookie.includes('max-age=0'))).toBe(true);
    // The cohort cookie stays: it keeps the visitor's pages on one set of versions during a canary.
    expect(cookies.some((cookie) => cookie.startsWith(`${COHORT_COOKIE}=`))).toBe(false);
  });

  it('accepts a post from a configured site origin, and with a same-site Referer when there is no Origin', async () => {
    const fields = { choice: consentValues.acceptAll, return: '/' };
    expect((await post(fields, { origin: 'https://www.example.test' })).statusCode).toBe(303);
    expect((await post(fields, { referer: `${SITE}/news` })).statusCode).toBe(303);
  });

  it.each([
    ['another site', { origin: 'https://evil.example' }],
    ['an opaque origin', { origin: 'null' }],
    ['another site by Referer', { referer: 'https://evil.example/page' }],
    ['neither Origin nor Referer', {}],
  ])('refuses a post from %s (403) and sets nothing', async (_, headers: Record<string, string>) => {
    const response = await post({ choice: consentValues.acceptAll, return: '/' }, headers);
    expect(response.statusCode).toBe(403);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a choice the banner does not offer, and a return address that is not a path of this site', async () => {
    expect((await post({ choice: 'maybe', return: '/' })).statusCode).toBe(400);
    for (const away of ['https://evil.example/', '//evil.example/', '/\\evil.example', 'news', '/%0d%0aSet-Cookie:x']) {
      const response = await post({ choice: consentValues.acceptAll, return: away });
      expect([response.statusCode, response.headers.location]).toEqual(
        safeReturnPath(away) ? [303, safeReturnPath(away)] : [400, undefined],
      );
      expect(response.headers.location ?? '').not.toContain('evil');
    }
  });
});

describe('safeReturnPath', () => {
  it.each([
    ['/guides?page=2', '/guides?page=2'],
    ['/', '/'],
    ['/a/../b', '/b'],
    ['https://evil.example/', undefined],
    ['//evil.example', undefined],
    ['/\\evil.example', undefined],
    ['/\tx', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });
});
