import type { SiteConfig } from '@site/shared/contracts';

/** The configured third-party scripts a page may load (after consent, or the review widget): each URL exactly. */
export function thirdPartyScripts(siteConfig: SiteConfig): string[] {
  const { tagManagerUrl, sessionAnalyticsUrl, webAnalyticsUrl, socialPixelUrl } = siteConfig.analytics;
  return [tagManagerUrl, sessionAnalyticsUrl, webAnalyticsUrl, socialPixelUrl, siteConfig.reviewWidgetUrl].filter(
    (url): url is string => Boolean(url),
  );
}
