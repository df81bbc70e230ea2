import { afterEach, describe, expect, it } from '@jest/globals';
import { consentValues } from '@site/shared';
import { consentScriptUrls, injectScript, loadConsentScripts } from './consent-scripts.ts';

const analytics = {
  tagManagerUrl: 'https://tags.example.test/gtm.js',
  sessionAnalyticsUrl: 'https://sessions.example.test/session.js',
  webAnalyticsUrl: 'https://stats.example.test/analytics.js',
  socialPixelUrl: 'https://social.example.test/pixel.js',
};

const scriptSources = () => Array.from(document.scripts, (script) => script.getAttribute('src'));

afterEach(() => {
  document.head.replaceChildren();
});

describe('consentScriptUrls', () => {
  it('loads the three tools for necessaryOnly, the tag manager for true, and nothing for any other value', () => {
    expect(consentScriptUrls(consentValues.necessaryOnly, analytics)).toEqual([
      analytics.sessionAnalyticsUrl,
      analytics.webAnalyticsUrl,
      analytics.socialPixelUrl,
    ]);
    expect(consentScriptUrls(consentValues.acceptAll, analytics)).toEqual([analytics.tagManagerUrl]);
    // docs/decisions/013: consent is given, never inferred from a value no choice stores.
    for (const unknown of ['yes', 'false', '', 'True']) expect(consentScriptUrls(unknown, analytics)).toEqual([]);
  });

  it('loads nothing the configuration leaves unset', () => {
    const { webAnalyticsUrl } = analytics;
    expect(consentScriptUrls(consentValues.necessaryOnly, { webAnalyticsUrl })).toEqual([webAnalyticsUrl]);
    expect(consentScriptUrls(consentValues.acceptAll, { webAnalyticsUrl })).toEqual([]);
  });
});

describe('injecting scripts', () => {
  it('adds each script once, async', () => {
    injectScript(analytics.tagManagerUrl);
    injectScript(analytics.tagManagerUrl);

    expect(scriptSources()).toEqual([analytics.tagManagerUrl]);
    expect(document.scripts[0]?.async).toBe(true);
  });

  it('loads the scripts for a stored value from the given configuration', () => {
    loadConsentScripts(consentValues.necessaryOnly, analytics);
    loadConsentScripts(consentValues.necessaryOnly, analytics);

    expect(scriptSources()).toEqual([
      analytics.sessionAnalyticsUrl,
      analytics.webAnalyticsUrl,
      analytics.socialPixelUrl,
    ]);
  });
});
