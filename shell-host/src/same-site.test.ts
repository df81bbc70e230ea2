import { describe, expect, it } from '@jest/globals';
import { isSameSitePost } from './same-site.ts';

const SITE = 'http://127.0.0.1:3000';
const post = (headers: { origin?: string; referer?: string }, host = '127.0.0.1:3000') => ({
  protocol: 'http' as const,
  headers: { host, ...headers },
});

describe('isSameSitePost', () => {
  it('takes the Origin header, or the Referer when a browser sent no Origin', () => {
    expect(isSameSitePost(post({ origin: SITE }))).toBe(true);
    expect(isSameSitePost(post({ referer: `${SITE}/contact-us?tab=careers` }))).toBe(true);
    expect(isSameSitePost(post({ origin: 'http://evil.example', referer: `${SITE}/` }))).toBe(false);
    expect(isSameSitePost(post({ referer: 'http://evil.example/' }))).toBe(false);
  });

  it("takes the site's other public origins (SITE_ORIGINS), and no others", () => {
    const cdn = 'https://www.arcwell.example';
    expect(isSameSitePost(post({ origin: cdn }), [cdn])).toBe(true);
    expect(isSameSitePost(post({ origin: cdn }), [])).toBe(false);
  });

  it('refuses a post that names no origin, an opaque one, or an unreadable Referer', () => {
    expect(isSameSitePost(post({}))).toBe(false);
    expect(isSameSitePost(post({ origin: 'null' }), ['null'])).toBe(false);
    expect(isSameSitePost(post({ referer: 'not a url' }))).toBe(false);
  });
});
