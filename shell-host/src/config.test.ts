import { describe, expect, it } from '@jest/globals';
import { defaultSiteConfig } from '@site/shared/contracts';
import { siteConfigFromEnv } from './config.ts';

describe('siteConfigFromEnv', () => {
  it('loads nothing from another host by default', () => {
    expect(siteConfigFromEnv({})).toEqual(defaultSiteConfig);
  });

  it('takes the environment, the third-party addresses and the video player origin, and drops malformed ones', () => {
    expect(
      siteConfigFromEnv({
        SITE_ENV: 'staging',
        TAG_MANAGER_URL: 'https://tags.example/gtm.js',
        WEB_ANALYTICS_URL: 'javascript:alert(1)',
        REVIEW_WIDGET_URL: 'https://reviews.example/widget.js',
        VIDEO_PLAYER_ORIGIN: 'https://player.example/embed/',
      }),
    ).toEqual({
      environment: 'staging',
      analytics: { tagManagerUrl: 'https://tags.example/gtm.js' },
      reviewWidgetUrl: 'https://reviews.example/widget.js',
      videoPlayerOrigin: 'https://player.example',
    });
    expect(siteConfigFromEnv({ VIDEO_PLAYER_ORIGIN: 'player.example' }).videoPlayerOrigin).toBeUndefined();
  });
});
