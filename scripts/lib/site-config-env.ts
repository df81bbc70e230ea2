import { parseSiteConfig } from '@site/shared/contracts';
import type { SiteConfig } from '@site/shared/contracts';

/**
 * The page configuration from the host's environment: `SITE_ENV` and the
 * third-party addresses (scripts, the video player). Unset addresses load nothing.
 */
export function siteConfigFromEnv(env: NodeJS.ProcessEnv): SiteConfig {
  return parseSiteConfig(
    JSON.stringify({
      environment: env.SITE_ENV ?? 'production',
      analytics: {
        tagManagerUrl: env.TAG_MANAGER_URL,
        sessionAnalyticsUrl: env.SESSION_ANALYTICS_URL,
        webAnalyticsUrl: env.WEB_ANALYTICS_URL,
        socialPixelUrl: env.SOCIAL_PIXEL_URL,
      },
      reviewWidgetUrl: env.REVIEW_WIDGET_URL,
      videoPlayerOrigin: env.VIDEO_PLAYER_ORIGIN,
    }),
  );
}
