import { describe, expect, it } from '@jest/globals';
import { defaultPorts, defaultSiteConfig } from '@site/shared/contracts';
import { DEFAULT_LOG_LEVEL, logLevelFrom } from './logging.ts';
import {
  apiOriginFrom,
  appPortFrom,
  formRateLimitFrom,
  listenPortFrom,
  localOrigin,
  siteConfigFrom,
  siteOriginsFrom,
} from './settings.ts';

describe('siteConfigFrom', () => {
  it('loads nothing from another host by default, and an empty setting counts as unset', () => {
    expect(siteConfigFrom({})).toEqual(defaultSiteConfig);
    expect(siteConfigFrom({ SITE_ENV: ' ', TAG_MANAGER_URL: '' })).toEqual(defaultSiteConfig);
  });

  it('takes the environment, the third-party addresses and the video player origin, and drops malformed ones', () => {
    expect(
      siteConfigFrom({
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
    expect(siteConfigFrom({ VIDEO_PLAYER_ORIGIN: 'player.example' }).videoPlayerOrigin).toBeUndefined();
  });
});

describe('siteOriginsFrom', () => {
  it('reads SITE_ORIGINS as a list of origins, and the local shell when it is unset', () => {
    expect(siteOriginsFrom({ SITE_ORIGINS: ' https://a.example/, https://b.example:8443/path ' })).toEqual([
      'https://a.example',
      'https://b.example:8443',
    ]);
    expect(siteOriginsFrom({})).toEqual([`http://127.0.0.1:${defaultPorts.shell}`]);
    expect(siteOriginsFrom({ SHELL_PORT: '5100' })).toEqual(['http://127.0.0.1:5100']);
  });

  it('refuses what is not an origin', () => {
    expect(() => siteOriginsFrom({ SITE_ORIGINS: 'https://a.example, a.example' })).toThrow(
      'SITE_ORIGINS: not an origin: "a.example"',
    );
  });
});

describe('ports', () => {
  it("take PORT, else the app's <APP>_PORT, else its default", () => {
    expect(listenPortFrom({}, 'api')).toBe(defaultPorts.api);
    expect(listenPortFrom({ API_PORT: '4100' }, 'api')).toBe(4100);
    expect(listenPortFrom({ API_PORT: '4100', PORT: '8080' }, 'api')).toBe(8080);
    expect(appPortFrom({ ADMIN_PORT: '4101' }, 'admin')).toBe(4101);
    expect(() => appPortFrom({ CONTENT_PORT: 'x' }, 'content')).toThrow('CONTENT_PORT must be a port number');
  });

  it("make the local origins, the API's among them", () => {
    expect(localOrigin('forms', { FORMS_PORT: '5104' })).toBe('http://127.0.0.1:5104');
    expect(apiOriginFrom({ API_PORT: '4100' })).toBe('http://127.0.0.1:4100');
    expect(apiOriginFrom({ API_ORIGIN: 'https://api.example/' })).toBe('https://api.example');
  });
});

describe('the other shared settings', () => {
  it('LOG_LEVEL and the form rate limit have one default each', () => {
    expect(logLevelFrom({})).toBe(DEFAULT_LOG_LEVEL);
    expect(logLevelFrom({ LOG_LEVEL: 'warn' })).toBe('warn');
    expect(formRateLimitFrom({})).toEqual({ max: 20, windowMs: 60_000 });
    expect(formRateLimitFrom({ FORM_RATE_LIMIT_MAX: '5' })).toEqual({ max: 5, windowMs: 60_000 });
  });
});
