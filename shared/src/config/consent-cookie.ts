// Node-safe: the consent cookie and Reject all's expired cookies, written the same way by the banner's script
// (shell/src/features/consent) and by the shell's host for the banner's form post (shell-host/src/consent-posts.ts).
import {
  CONSENT_COOKIE_LIFETIME_DAYS,
  CONSENT_COOKIE_NAME,
  CONSENT_COOKIE_PATH,
  CONSENT_COOKIE_SAME_SITE,
  consentCookieSecure,
} from '../constants/consent.ts';

const SECONDS_PER_DAY = 24 * 60 * 60;
const EXPIRED = 'Thu, 01 Jan 1970 00:00:00 GMT';

/**
 * The cookie that stores a choice (site-spec.md section 9), for `document.cookie` or a Set-Cookie header: Secure
 * when the page is https or on a loopback host (docs/decisions/013).
 */
export function consentCookie(value: string, now: Date, page: { protocol: string; hostname: string }): string {
  const maxAge = CONSENT_COOKIE_LIFETIME_DAYS * SECONDS_PER_DAY;
  const expires = new Date(now.getTime() + maxAge * 1000).toUTCString();
  return [
    `${CONSENT_COOKIE_NAME}=${encodeURIComponent(value)}`,
    `expires=${expires}`,
    `max-age=${maxAge}`,
    `path=${CONSENT_COOKIE_PATH}`,
    `SameSite=${CONSENT_COOKIE_SAME_SITE}`,
    ...(consentCookieSecure(page) ? ['Secure'] : []),
  ].join('; ');
}

/**
 * The parent domains a cookie of this host may have been set on, the host itself first: analytics cookies usually
 * sit on the parent. None for an IP address or a single-label host (`localhost`, `intranet`): a cookie there can
 * only be the host's own, which the cookie without a Domain attribute already is.
 */
export function cookieDomains(hostname: string): string[] {
  const name = hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');
  const isAddress = /^[\d.]+$/.test(name) || name.includes(':');
  if (isAddress || !name.includes('.')) return [];
  const labels = name.split('.');
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'));
}

/**
 * Reject all: the cookies that expire each of `names`. A cookie is only removed with the path and domain it was
 * set with, which neither script nor server can read back, so each is expired on the site's path and the page's,
 * host-only and on each parent domain (`cookieDomains`).
 */
export function expiredCookies(names: Iterable<string>, hostname: string, pagePath: string): string[] {
  const paths = new Set([CONSENT_COOKIE_PATH, pagePath]);
  const domains = [undefined, ...cookieDomains(hostname)];
  const cookies: string[] = [];
  for (const name of names) {
    const secure = /^__(Secure|Host)-/.test(name) ? '; Secure' : '';
    for (const path of paths) {
      for (const domain of domains) {
        cookies.push(
          `${name}=; expires=${EXPIRED}; max-age=0; path=${path}${domain ? `; domain=${domain}` : ''}${secure}`,
        );
      }
    }
  }
  return cookies;
}
