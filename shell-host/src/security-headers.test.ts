import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  ASSET_CONTENT_SECURITY_POLICY,
  permissionsPolicy,
  REFERRER_POLICY,
  STRICT_TRANSPORT_SECURITY,
  defaultSiteConfig,
  parseCsp,
} from '@site/shared/contracts';
import { allowedCorsOrigin, servedOverHttps } from '@site/shared/server/security-headers';
import { cspHashSource } from './shell-page.ts';
import { createShellHost } from './host.ts';
import { thirdPartyScripts } from './third-party-scripts.ts';
import { builtShellTemplate } from './shell-template-for-tests.ts';

const SITE = 'https://www.arcwell.example';

describe('servedOverHttps', () => {
  it('is true for TLS on the connection, or a request to an https site origin through a proxy, else false', () => {
    expect(servedOverHttps({ protocol: 'https', headers: {} }, [])).toBe(true);
    expect(servedOverHttps({ protocol: 'http', headers: { host: 'www.arcwell.example' } }, [SITE])).toBe(true);
    expect(servedOverHttps({ protocol: 'http', headers: { host: '127.0.0.1:3000' } }, [SITE])).toBe(false);
    expect(servedOverHttps({ protocol: 'http', headers: { host: '127.0.0.1:3000' } }, ['http://127.0.0.1:3000'])).toBe(
      false,
    );
  });
});

describe("a remote's CORS origins", () => {
  it('are SITE_ORIGINS (settings.test.ts); any other origin gets nothing', () => {
    expect(allowedCorsOrigin(SITE, [SITE])).toBe(SITE);
    expect(allowedCorsOrigin('https://evil.example', [SITE])).toBeUndefined();
    expect(allowedCorsOrigin(undefined, [SITE])).toBeUndefined();
  });
});

describe('thirdPartyScripts', () => {
  it('lists the configured analytics and review widget addresses, and nothing unset', () => {
    expect(thirdPartyScripts(defaultSiteConfig)).toEqual([]);
    expect(
      thirdPartyScripts({
        ...defaultSiteConfig,
        analytics: { tagManagerUrl: 'https://tags.example/gtm.js' },
        reviewWidgetUrl: 'https://reviews.example/widget.js',
      }),
    ).toEqual(['https://tags.example/gtm.js', 'https://reviews.example/widget.js']);
  });
});

describe("the shell's host", () => {
  let distDir: string;
  let host: FastifyInstance;

  beforeAll(async () => {
    distDir = mkdtempSync(path.join(os.tmpdir(), 'shell-host-'));
    writeFileSync(path.join(distDir, 'index.html'), builtShellTemplate('/main.1234abcd.js'));
    writeFileSync(path.join(distDir, 'main.1234abcd.js'), 'console.log(1)');
    host = await createShellHost({
      distDir,
      formTokenSecret: 'secret',
      // Nothing listens there: the page is the boot page, without a release manifest.
      apiOrigin: 'http://127.0.0.1:9',
      siteConfig: { ...defaultSiteConfig, analytics: { tagManagerUrl: 'https://tags.example/gtm.js?id=1' } },
      remoteOrigins: ['http://127.0.0.1:3001', 'http://127.0.0.1:3002'],
      siteOrigins: [SITE],
    });
  });

  afterAll(async () => {
    await host.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('sends a page whose policy allows its inline style by hash, the same for every response, and the security headers', async () => {
    const first = await host.inject({ method: 'GET', url: '/contact-us' });
    const second = await host.inject({ method: 'GET', url: '/contact-us' });
    const policy = parseCsp(String(first.headers['content-security-policy']));
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    const style = /<style>([\s\S]*?)<\/style>/.exec(first.body)?.[1] ?? '';
    expect(policy.get('style-src')).toContain(cspHashSource(style));
    // The boot page has no inline script to allow.
    expect(policy.get('script-src')).toEqual([
      "'self'",
      'http://127.0.0.1:3001',
      'http://127.0.0.1:3002',
      'https://tags.example/gtm.js',
    ]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(first.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': REFERRER_POLICY,
      'permissions-policy': permissionsPolicy(undefined),
      'x-frame-options': 'DENY',
    });
    expect(first.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS when the page is asked for at its https origin, and files get the asset policy', async () => {
    const page = await host.inject({ method: 'GET', url: '/', headers: { host: 'www.arcwell.example' } });
    expect(page.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);

    const script = await host.inject({ method: 'GET', url: '/main.1234abcd.js' });
    expect(script.headers['content-security-policy']).toBe(ASSET_CONTENT_SECURITY_POLICY);
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
