import { useLocation } from '@site/shared/router';
import { useIsClient } from './use-is-client.ts';

/**
 * The URL fragment once the page runs in the browser; '' on the server
 * (browsers never send it) and while hydrating what the server rendered,
 * so that both render the same page first.
 */
export function useLocationHash(): string {
  const { hash } = useLocation();
  return useIsClient() ? hash : '';
}
