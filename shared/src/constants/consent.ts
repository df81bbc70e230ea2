/** site-spec.md section 9: the cookie that remembers a visitor's consent choice. */
export const CONSENT_COOKIE_NAME = 'gtm_cookie_consent';
/** site-spec.md section 9: how long the choice is remembered. */
export const CONSENT_COOKIE_LIFETIME_DAYS = 365;
/** site-spec.md section 9: the cookie's path and SameSite attribute. */
export const CONSENT_COOKIE_PATH = '/';
export const CONSENT_COOKIE_SAME_SITE = 'Lax';

/**
 * site-spec.md section 9 says Secure. Browsers drop a Secure cookie set by a page on plain http (except on
 * localhost, which they treat as secure), so the choice was forgotten and the banner came back on every page.
 * docs/decisions/013: Secure whenever the page is https or on a loopback host; on plain http elsewhere the cookie
 * is stored without it (and travels unencrypted, as the whole page does).
 */
export function consentCookieSecure(page: { protocol: string; hostname: string }): boolean {
  return page.protocol === 'https:' || isLoopbackHostname(page.hostname);
}

/** `localhost`, a `*.localhost` name, 127.0.0.0/8 and `::1`: the hosts browsers count as secure on plain http. */
export function isLoopbackHostname(hostname: string): boolean {
  const name = hostname
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === '::1' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name)
  );
}

/**
 * docs/decisions/013 (a deviation from site-spec.md section 4, "any other stored value loads the tag manager"):
 * consent is given, never inferred. Only a value a choice stores counts; anything else is no choice at all.
 */
export function storedConsentValue(value: string | undefined): ConsentValue | undefined {
  return value === consentValues.acceptAll || value === consentValues.necessaryOnly ? value : undefined;
}

/** site-spec.md section 4: the values a choice stores. Reject all stores nothing. */
export const consentValues = {
  acceptAll: 'true',
  necessaryOnly: 'necessaryOnly',
} as const;
export type ConsentValue = (typeof consentValues)[keyof typeof consentValues];

/** The banner's copy (site-spec.md section 2.20); tests find its parts by these names. */
export const consentBannerCopy = {
  label: 'Cookie consent',
  heading: 'We value your privacy',
  body: 'We use cookies to run this site, to understand how visitors use it and to measure our marketing. Choose which cookies we may use.',
  privacyLink: 'Read our Privacy Policy',
  acceptAll: 'Accept all',
  necessaryOnly: 'Strictly necessary',
  rejectAll: 'Reject all',
  close: 'Close',
} as const;

/**
 * docs/decisions/010: the banner is a form that posts here; the shell's host stores the choice as the
 * JavaScript path does and sends the visitor back (303) to the page the form was on.
 */
export const CONSENT_POST_PATH = '/consent-choice';
/** The posted fields: the choice, and the same-origin path (with its query) to go back to. */
export const consentPostFields = { choice: 'choice', returnTo: 'return' } as const;
/** The posted choice of Reject all and the close cross: nothing is stored. */
export const CONSENT_REJECT_CHOICE = 'reject';
/**
 * Reject all stores nothing, so the page the host returns to carries this fragment instead: the banner has it as
 * its id and hides itself while it is the target (no cookie, no script).
 */
export const CONSENT_REJECTED_FRAGMENT = 'consent-rejected';
