export interface SiteConfig {
  /** The release environment whose pinned remote versions this page loads. */
  environment: string;
}

const DEFAULT_CONFIG: SiteConfig = { environment: 'production' };

/** Reads the configuration the hosting server wrote into the page. */
export function readSiteConfig(doc: Document): SiteConfig {
  const text = doc.getElementById('site-config')?.textContent;
  if (!text) return DEFAULT_CONFIG;
  try {
    const parsed = JSON.parse(text) as Partial<SiteConfig>;
    return { environment: typeof parsed.environment === 'string' ? parsed.environment : DEFAULT_CONFIG.environment };
  } catch (error) {
    console.error('Invalid site configuration; using defaults', error);
    return DEFAULT_CONFIG;
  }
}

export function releaseManifestUrl(config: SiteConfig): string {
  return `/api/releases/${encodeURIComponent(config.environment)}`;
}
