import { createContext, useContext } from 'react';
import { parseCookies } from '../config/cookies.ts';

export { parseCookies };

/** The cookies of the request being rendered on the server (docs/decisions/008); absent in the browser. */
export const RequestCookiesContext = createContext<Readonly<Record<string, string>> | undefined>(undefined);

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
