import { consentValues, getSiteConfig, storedConsentValue } from '@site/shared';
import type { SiteConfig } from '@site/shared';

type AnalyticsUrls = SiteConfig['analytics'];

/**
 * site-spec.md section 4: 'necessaryOnly' loads the session-analytics tool,
 * the web analytics tool and the social pixel; 'true' loads the tag manager.
 * Any other value loads nothing: the spec's "any other stored value loads the
 * tag manager" would infer consent from a value no choice stores
 * (docs/decisions/013). A URL the configuration leaves unset loads nothing.
 */
export function consentScriptUrls(storedValue: string, analytics: AnalyticsUrls): string[] {
  const value = storedConsentValue(storedValue);
  const wanted =
    value === consentValues.necessaryOnly
      ? [analytics.sessionAnalyticsUrl, analytics.webAnalyticsUrl, analytics.socialPixelUrl]
      : value === consentValues.acceptAll
        ? [analytics.tagManagerUrl]
        : [];
  return wanted.filter((url): url is string => Boolean(url));
}

/** Adds an async script for the URL unless the page already has one (browser only). */
export function injectScript(url: string): void {
  const alreadyOnPage = Array.from(document.scripts).some((script) => script.getAttribute('src') === url);
  if (alreadyOnPage) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = url;
  document.head.append(script);
}

export function loadConsentScripts(storedValue: string, analytics: AnalyticsUrls = getSiteConfig().analytics): void {
  consentScriptUrls(storedValue, analytics).forEach(injectScript);
}
