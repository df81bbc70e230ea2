import {
  CONSENT_COOKIE_LIFETIME_DAYS,
  CONSENT_COOKIE_NAME,
  CONSENT_COOKIE_PATH,
  CONSENT_COOKIE_SAME_SITE,
  consentCookieSecure,
  parseCookies,
} from '@site/shared';
import type { ConsentValue } from '@site/shared';

const SECONDS_PER_DAY = 24 * 60 * 60;
const EXPIRED = 'Thu, 01 Jan 1970 00:00:00 GMT';

/** The stored choice, or undefined when the visitor has not chosen (browser only). */
export function readConsentCookie(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return parseCookies(document.cookie)[CONSENT_COOKIE_NAME];
}

/** Secure when the page is https or on a loopback host (docs/decisions/013): a plain-http page elsewhere keeps it. */
export function writeConsentCookie(
  value: ConsentValue,
  now = new Date(),
  page: { protocol: string; hostname: string } = window.location,
): void {
  const maxAge = CONSENT_COOKIE_LIFETIME_DAYS * SECONDS_PER_DAY;
  const expires = new Date(now.getTime() + maxAge * 1000).toUTCString();
  const attributes = [
    `${CONSENT_COOKIE_NAME}=${encodeURIComponent(value)}`,
    `expires=${expires}`,
    `max-age=${maxAge}`,
    `path=${CONSENT_COOKIE_PATH}`,
    `SameSite=${CONSENT_COOKIE_SAME_SITE}`,
    ...(consentCookieSecure(page) ? ['Secure'] : []),
  ];
  document.cookie = attributes.join('; ');
}

/**
 * Reject all: empties local storage and expires every cookie the page can
 * see. A cookie is only removed by the same path and domain it was set with,
 * which script cannot read back, so each is expired for every likely pair.
 */
export function clearSiteData(): void {
  try {
    window.localStorage.clear();
  } catch {
    // Storage the browser refuses to open holds nothing of ours to clear.
  }
  const paths = new Set([CONSENT_COOKIE_PATH, window.location.pathname]);
  const domains = [undefined, ...cookieDomains(window.location.hostname)];
  for (const name of visibleCookieNames()) {
    const secure = /^__(Secure|Host)-/.test(name) ? '; Secure' : '';
    for (const path of paths) {
      for (const domain of domains) {
        const scope = domain ? `; path=${path}; domain=${domain}` : `; path=${path}`;
        document.cookie = `${name}=; expires=${EXPIRED}; max-age=0${scope}${secure}`;
      }
    }
  }
}

function visibleCookieNames(): string[] {
  return document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => name !== '');
}

/** The host and each parent domain: analytics cookies usually sit on the parent. */
export function cookieDomains(hostname: string): string[] {
  const isAddress = /^[\d.]+$/.test(hostname) || hostname.includes(':');
  if (isAddress || !hostname.includes('.')) return [hostname];
  const labels = hostname.split('.');
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'));
}
