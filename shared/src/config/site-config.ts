import type { ReleaseManifest } from '../api/types.ts';

/**
 * Runtime configuration the page's host writes into the HTML as
 * `<script id="site-config" type="application/json">`. Third-party script
 * addresses live here, never in a bundle, so each environment chooses its
 * own and the defaults load nothing from another host.
 */
export interface SiteConfig {
  /** The release environment whose pinned remote versions this page loads. */
  environment: string;
  /** Consent-gated scripts (site-spec.md section 4); unset means not loaded. */
  analytics: {
    tagManagerUrl?: string;
    sessionAnalyticsUrl?: string;
    webAnalyticsUrl?: string;
    socialPixelUrl?: string;
  };
  /** The third-party review widget on the testimonials page; unset means not loaded. */
  reviewWidgetUrl?: string;
  /** The origin of the video player the site's videos play in; unset, a video shows its poster and a note. */
  videoPlayerOrigin?: string;
  /** The release manifest as the host read it while serving the page, saving the browser a request. */
  releases?: ReleaseManifest;
  /**
   * The page's health report token (docs/decisions/045): signed by the host for `releases.releaseId`, expiring, good
   * once per remote. Only while a health check watches the release (the page is then nobody else's).
   */
  healthReportToken?: string;
}

export const SITE_CONFIG_ELEMENT_ID = 'site-config';

export const defaultSiteConfig: SiteConfig = { environment: 'production', analytics: {} };

const optionalUrl = (value: unknown): string | undefined =>
  typeof value === 'string' && /^(https?:)?\/\//.test(value) ? value : undefined;

/** Parses the configuration text; anything missing or malformed falls back to the defaults. */
export function parseSiteConfig(text: string | null | undefined): SiteConfig {
  if (!text) return defaultSiteConfig;
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch (error) {
    console.error('Invalid site configuration; using defaults', error);
    return defaultSiteConfig;
  }
  const analytics = (parsed.analytics ?? {}) as Record<string, unknown>;
  const reviewWidgetUrl = optionalUrl(parsed.reviewWidgetUrl);
  const playerUrl = optionalUrl(parsed.videoPlayerOrigin);
  const videoPlayerOrigin = playerUrl ? new URL(playerUrl, 'https://player.invalid').origin : undefined;
  const releases = parsed.releases as ReleaseManifest | undefined;
  const { healthReportToken } = parsed;
  return {
    environment: typeof parsed.environment === 'string' ? parsed.environment : defaultSiteConfig.environment,
    analytics: Object.fromEntries(
      ['tagManagerUrl', 'sessionAnalyticsUrl', 'webAnalyticsUrl', 'socialPixelUrl']
        .map((key) => [key, optionalUrl(analytics[key])])
        .filter(([, url]) => url !== undefined),
    ),
    ...(reviewWidgetUrl ? { reviewWidgetUrl } : {}),
    ...(videoPlayerOrigin ? { videoPlayerOrigin } : {}),
    ...(releases && Array.isArray(releases.remotes) ? { releases } : {}),
    ...(typeof healthReportToken === 'string' && healthReportToken ? { healthReportToken } : {}),
  };
}
