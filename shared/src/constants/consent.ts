/** site-spec.md section 9: the cookie that remembers a visitor's consent choice. */
export const CONSENT_COOKIE_NAME = 'gtm_cookie_consent';
/** site-spec.md section 9: how long the choice is remembered. */
export const CONSENT_COOKIE_LIFETIME_DAYS = 365;
/** site-spec.md section 9: the cookie's path, SameSite and Secure attributes. */
export const CONSENT_COOKIE_PATH = '/';
export const CONSENT_COOKIE_SAME_SITE = 'Lax';
export const CONSENT_COOKIE_SECURE = true;

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
