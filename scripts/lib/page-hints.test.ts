import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { ReleaseManifest } from '@site/shared/contracts';
import type { PageAssets } from '../../shared/build/page-assets.ts';
import type { FederationManifest } from './page-hints.ts';
import { PAGE_ASSETS_TTL_MS, createPageAssetsCache, pageFilesFor, routeHints, startupHints } from './page-hints.ts';

const assets: PageAssets = {
  routes: { js: ['__federation_expose_routes.aaaaaaaa.js'], css: [] },
  pages: {
    home: { js: ['453.bbbbbbbb.js', 'page-home.cccccccc.js'], css: ['page-home.dddddddd.css'], shared: ['react'] },
    service: { js: ['page-service.eeeeeeee.js'], css: [], shared: [] },
    consultation: {
      js: ['page-consultation.ffffffff.js'],
      css: [],
      shared: ['@site/shared/router', 'react-final-form'],
    },
    thankyou: { js: ['page-thankyou.99999999.js'], css: [], shared: [] },
  },
  startup: { js: [], css: [] },
};

const releases: ReleaseManifest = {
  environment: 'production',
  allowOverrides: false,
  remotes: [
    { name: 'content', version: '1.2.0', manifestUrl: 'http://127.0.0.1:3001/1.2.0/mf-manifest.json', integrity: 'x' },
    { name: 'forms', version: 'current', manifestUrl: 'http://127.0.0.1:3004/mf-manifest.json' },
  ],
};

describe('pageFilesFor', () => {
  it("finds a route's own page, and the page several routes share", () => {
    expect(pageFilesFor(assets, 'home')?.js).toEqual(['453.bbbbbbbb.js', 'page-home.cccccccc.js']);
    expect(pageFilesFor(assets, 'service-insurance-bpo-outsourcing')?.js).toEqual(['page-service.eeeeeeee.js']);
    expect(pageFilesFor(assets, 'consultation')?.js).toEqual(['page-consultation.ffffffff.js']);
    // The thank-you page, not the consultation form whose id it starts with.
    expect(pageFilesFor(assets, 'consultation-thankyou')?.js).toEqual(['page-thankyou.99999999.js']);
    expect(pageFilesFor(assets, 'about')).toBeUndefined();
  });
});

describe('routeHints', () => {
  it("preloads the pinned manifest, the routes module and the page's files from the pinned version", () => {
    const hints = routeHints('/', releases, (base) =>
      base === 'http://127.0.0.1:3001/1.2.0/' ? { assets } : undefined,
    );
    expect(hints).toContain('<link rel="preload" href="http://127.0.0.1:3001/1.2.0/mf-manifest.json" as="fetch"');
    expect(hints).toContain(
      '<link rel="preload" href="http://127.0.0.1:3001/1.2.0/__federation_expose_routes.aaaaaaaa.js" as="script">',
    );
    expect(hints).toContain(
      '<link rel="preload" href="http://127.0.0.1:3001/1.2.0/page-home.cccccccc.js" as="script">',
    );
    expect(hints).toContain(
      '<link rel="preload" href="http://127.0.0.1:3001/1.2.0/page-home.dddddddd.css" as="style">',
    );
    // Never the entry: a failed preload would be handed to the Retry (see routeHints).
    expect(hints).not.toContain('remoteEntry.js');
  });

  it("links a server-rendered page's styles as stylesheets, applied before its first paint", () => {
    const hints = routeHints(
      '/',
      releases,
      (base) => (base === 'http://127.0.0.1:3001/1.2.0/' ? { assets } : undefined),
      new Set(),
      { serverRendered: true },
    );
    expect(hints).toContain('<link rel="stylesheet" href="http://127.0.0.1:3001/1.2.0/page-home.dddddddd.css">');
    expect(hints).not.toContain('as="style"');
    expect(hints).toContain(
      '<link rel="preload" href="http://127.0.0.1:3001/1.2.0/page-home.cccccccc.js" as="script">',
    );
  });

  it('hints only the manifest while the page list is unknown, and nothing for a route no remote serves', () => {
    expect(routeHints('/', releases, () => undefined)).toBe(
      '<link rel="preload" href="http://127.0.0.1:3001/1.2.0/mf-manifest.json" as="fetch" crossorigin="anonymous">',
    );
    expect(routeHints('/no-such-page', releases, () => ({ assets }))).toBe('');
    expect(routeHints('/', undefined, () => ({ assets }))).toBe('');
  });
});

describe('routeHints for a page with a form', () => {
  const remoteManifest: FederationManifest = {
    shared: [
      { name: 'react-final-form', assets: { js: { sync: ['917.12121212.js'] }, css: { sync: [] } } },
      { name: '@site/shared/router', assets: { js: { sync: ['219.34343434.js'] }, css: { sync: [] } } },
    ],
  };

  it("preloads the remote's own copy of a singleton the page uses and the shell does not provide", () => {
    const hints = routeHints(
      '/book-free-consultation-call',
      releases,
      () => ({ assets, manifest: remoteManifest }),
      new Set(['@site/shared/router']),
    );
    expect(hints).toContain('<link rel="preload" href="http://127.0.0.1:3004/917.12121212.js" as="script">');
    // The shell's router is the one that runs: the remote's copy is never fetched.
    expect(hints).not.toContain('219.34343434.js');
  });
});

describe('createPageAssetsCache', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it("reads a remote's page list once per period, and keeps serving when the remote is down", async () => {
    let clock = 0;
    const manifest: FederationManifest = { shared: [] };
    const fetchMock = jest.fn<typeof fetch>(async (url) =>
      Response.json(String(url).endsWith('page-assets.json') ? assets : manifest),
    );
    global.fetch = fetchMock;
    const cache = createPageAssetsCache(() => clock);

    await cache.refresh(releases, '/');
    await cache.refresh(releases, '/our-leadership');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenCalledWith('http://127.0.0.1:3001/1.2.0/page-assets.json', expect.anything());
    expect(fetchMock).toHaveBeenCalledWith('http://127.0.0.1:3001/1.2.0/mf-manifest.json', expect.anything());
    expect(cache.get('http://127.0.0.1:3001/1.2.0/')).toMatchObject({ assets, manifest });

    clock += PAGE_ASSETS_TTL_MS;
    global.fetch = jest.fn<typeof fetch>(async () => {
      throw new TypeError('fetch failed');
    });
    await cache.refresh(releases, '/');
    expect(cache.get('http://127.0.0.1:3001/1.2.0/')).toMatchObject({ assets: undefined, manifest: undefined });
  });
});

describe('startupHints', () => {
  it("preloads the shell's boot chunk and every singleton it provides, each file once", () => {
    const hints = startupHints(
      {
        routes: { js: [], css: [] },
        pages: {},
        startup: { js: ['bootstrap.11111111.js'], css: ['bootstrap.22222222.css'] },
      },
      {
        shared: [
          { name: 'react', assets: { js: { sync: ['121.33333333.js'] }, css: { sync: [] } } },
          {
            name: '@reduxjs/toolkit',
            assets: { js: { sync: ['108.44444444.js', '522.55555555.js'] }, css: { sync: [] } },
          },
          { name: '@reduxjs/toolkit/query/react', assets: { js: { sync: ['522.55555555.js'] }, css: { sync: [] } } },
        ],
      },
    );
    expect(hints.match(/<link /g)).toHaveLength(5);
    expect(hints).toContain('<link rel="preload" href="/bootstrap.22222222.css" as="style">');
    expect(hints).toContain('<link rel="preload" href="/bootstrap.11111111.js" as="script">');
    expect(hints).toContain('<link rel="preload" href="/522.55555555.js" as="script">');
  });

  it('hints nothing it cannot read', () => {
    expect(startupHints(undefined, undefined)).toBe('');
  });
});
