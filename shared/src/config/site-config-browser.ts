import { SITE_CONFIG_ELEMENT_ID, parseSiteConfig } from './site-config.ts';
import type { SiteConfig } from './site-config.ts';

let cached: SiteConfig | undefined;

/** The page's configuration, read once from the document (browser only). */
export function getSiteConfig(): SiteConfig {
  cached ??= parseSiteConfig(
    typeof document === 'undefined' ? undefined : document.getElementById(SITE_CONFIG_ELEMENT_ID)?.textContent,
  );
  return cached;
}
