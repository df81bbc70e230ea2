import { defineConfig } from '@playwright/test';
import { VIDEO_PLAYER_ORIGIN } from '@site/shared/contracts';
import { localOrigin } from '@site/shared/server/settings';
import { STAGING_SHELL_ORIGIN } from './tests/release-helpers.ts';

const shellOrigin = localOrigin('shell', process.env);

export default defineConfig({
  testDir: './tests',
  // Two browsers at once: most of a test is waiting on a page. Test files run in parallel, the tests of one file
  // in order; they share the one site `npm start` runs.
  workers: 2,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: shellOrigin,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  // The patterns are matched against each file's absolute path: they name the spec files, not any folder above them
  // (a checkout in a folder called `releases…` would otherwise be all release tests).
  projects: [
    { name: 'site', testIgnore: /[\\/](resilience|releases)\.spec\.ts$/ },
    // Changes which version of a remote is live, so it runs after the site's own tests.
    { name: 'releases', testMatch: /[\\/]releases\.spec\.ts$/, dependencies: ['site'] },
    // Stops a remote's server, so it runs after everything else.
    { name: 'resilience', testMatch: /[\\/]resilience\.spec\.ts$/, dependencies: ['releases'] },
  ],
  webServer: {
    command: 'npm start',
    cwd: '..',
    url: `${shellOrigin}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: 'pipe',
    env: {
      // The site's pages the remotes' hosts share their files with: production's shell and the staging one
      // releases.spec.ts starts.
      SITE_ORIGINS: `${shellOrigin},${STAGING_SHELL_ORIGIN}`,
      // The API's request log would drown the test report.
      LOG_LEVEL: 'warn',
      // Every test's browser is the same client (127.0.0.1); the rate limit has tests of its own (API, topology).
      FORM_RATE_LIMIT_MAX: '1000',
      // Consent-gated scripts (consent.spec.ts): distinct local addresses nothing
      // listens on, so each request is observable and nothing leaves the machine.
      TAG_MANAGER_URL: 'http://127.0.0.1:3999/tag-manager.js',
      SESSION_ANALYTICS_URL: 'http://127.0.0.1:3999/session-analytics.js',
      WEB_ANALYTICS_URL: 'http://127.0.0.1:3999/web-analytics.js',
      SOCIAL_PIXEL_URL: 'http://127.0.0.1:3999/social-pixel.js',
      // The video player the content's videos play in; the fixtures block its (remote) host.
      VIDEO_PLAYER_ORIGIN,
    },
  },
});
