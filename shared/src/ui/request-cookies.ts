import { createContext, useContext } from 'react';

/** The cookies of the request being rendered on the server (docs/decisions/008); absent in the browser. */
export const RequestCookiesContext = createContext<Readonly<Record<string, string>> | undefined>(undefined);

/**
 * `name=value; name2=value2` (a Cookie header, or `document.cookie`) as a map
 * of decoded values. The first of a name wins; an empty value counts as none.
 */
export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const pair of (header ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 1) continue;
    const name = pair.slice(0, separator).trim();
    const raw = pair.slice(separator + 1).trim();
    if (!raw) continue;
    try {
      cookies[name] ??= decodeURIComponent(raw);
    } catch {
      cookies[name] ??= raw;
    }
  }
  return cookies;
}

/**
 * A cookie as the server saw it: on the server, the request's; in the
 * browser, the document's. For the server snapshot of state a page keeps in
 * the browser, so that hydration renders what the server rendered.
 */
export function useRequestCookie(name: string): string | undefined {
  const serverCookies = useContext(RequestCookiesContext);
  if (serverCookies) return serverCookies[name];
  return typeof document === 'undefined' ? undefined : parseCookies(document.cookie)[name];
}
