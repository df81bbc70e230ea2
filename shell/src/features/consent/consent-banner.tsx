/** Stub: the cookie-consent banner is being built. */
export function ConsentBanner() {
  return null;
}
