import { createContext, useContext } from 'react';

/**
 * This response's Content-Security-Policy nonce (docs/decisions/012): the only
 * way an inline `<style>` the page renders is applied. The server render gets
 * it from the host with the request; the browser's bootstrap reads it from the
 * page (`pageCspNonce`), so elements rendered later carry it too.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}

/**
 * The nonce the host gave this page's own inline elements. Browsers hide it
 * from the attribute once the page is parsed, but keep it on the element's
 * `nonce` property.
 */
export function pageCspNonce(document: Document): string | undefined {
  const element = document.querySelector<HTMLElement>('script[nonce], style[nonce]');
  return element?.nonce || element?.getAttribute('nonce') || undefined;
}
