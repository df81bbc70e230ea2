// Test helpers for every app's tests (`@site/shared/testing`); never imported by an app.
import { SITE_CONFIG_ELEMENT_ID } from './config/site-config.ts';
import type { SiteConfig } from './config/site-config.ts';

/**
 * Writes the page's configuration as the shell's host does (`<script id="site-config">`), for a test file
 * whose components read it: `getSiteConfig()` reads it once, on first use, so call this before rendering.
 */
export function writeSiteConfig(config: Partial<SiteConfig>): void {
  const element = document.createElement('script');
  element.id = SITE_CONFIG_ELEMENT_ID;
  element.type = 'application/json';
  element.textContent = JSON.stringify({ environment: 'test', analytics: {}, ...config });
  document.head.append(element);
}

export { json } from './testing/json-response.ts';
export {
  CurrentLocation,
  renderAtRoute,
  renderRoutePage,
  renderWithProviders,
} from './testing/render-with-providers.tsx';
export { describeRemoteRoutes } from './testing/remote-routes.ts';
export { installIntersectionObserver, removeIntersectionObserver } from './testing/fake-intersection-observer.ts';
