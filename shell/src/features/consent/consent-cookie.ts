import { CONSENT_COOKIE_NAME, consentCookie, expiredCookies, parseCookies } from '@site/shared';
import type { ConsentValue } from '@site/shared';

/** The stored choice, or undefined when the visitor has not chosen (browser only). */
export function readConsentCookie(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return parseCookies(document.cookie)[CONSENT_COOKIE_NAME];
}

/** Stores the choice (the cookie's attributes: consentCookie in shared). */
export function writeConsentCookie(
  value: ConsentValue,
  now = new Date(),
  page: { protocol: string; hostname: string } = window.location,
): void {
  document.cookie = consentCookie(value, now, page);
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
  for (const cookie of expiredCookies(visibleCookieNames(), window.location.hostname, window.location.pathname)) {
    document.cookie = cookie;
  }
}

function visibleCookieNames(): string[] {
  return document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => name !== '');
}
