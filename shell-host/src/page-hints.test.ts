import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { getRoute } from '@site/shared/contracts';
import type { ReleaseManifest } from '@site/shared/contracts';
import { exposeChunkGroup } from '@site/shared/server/page-assets';
import type { PageAssets } from '@site/shared/server/page-assets';
import {
  PAGE_ASSETS_TTL_MS,
  createPageAssetsCache,
  pageFilesFor,
  routeHints,
  startupHints,
  stylesheetHrefs,
  widgetStylesheets,
  withoutStylesheetLinks,
} from './page-hints.ts';

const assets: PageAssets = {
  routes: { js: ['__federation_expose_routes.aaaaaaaa.js'], css: [], shared: ['@site/shared'] },
  pages: {
    home: { js: ['453.bbbbbbbb.js', 'page-home.cccccccc.js'], css: ['page-home.dddddddd.css'], shared: ['react'] },
    service: { js: ['page-service.eeeeeeee.js'], css: [], shared: [] },
    services: { js: ['page-services.abababab.js'], css: [], shared: [] },
    consultation: {
      js: ['page-consultation.ffffffff.js'],
      css: [],
      shared: ['@site/shared/router', 'react-final-form'],
    },
    thankyou: { js: ['page-thankyou.99999999.js'], css: [], shared: [] },
  },
  startup: { js: [], css: [], shared: [] },
  provided: {},
};

const releases: ReleaseManifest = {
  environment: 'production',
  allowOverrides: false,
  releaseId: 'r-test',
  cohort: 'stable',
  canaryInFlight: false,
  healthWatched: false,
  contentRevision: 0,
  remotes: [
    { name: 'content', version: '1.2.0', manifestUrl: 'http://127.0.0.1:3001/1.2.0/mf-manifest.json', integrity: 'x' },
    { name: 'forms', version: 'current', manifestUrl: 'http://127.0.0.1:3004/mf-manifest.json' },
  ],
};

describe('pageFilesFor', () => {
  it("finds a route's own page, and the page several routes share", () => {
    const files = (id: string) => pageFilesFor(assets, getRoute(id))?.js;
    expect(files('home')).toEqual(['453.bbbbbbbb.js', 'page-home.cccccccc.js']);
    expect(files('service-insurance-bpo-outsourcing')).toEqual(['page-service.eeeeeeee.js']);
    // Not the services overview, whose id a service route's ends with.
    expect(files('service-business-intelligence-services')).toEqual(['page-service.eeeeeeee.js']);
    expect(files('consultation')).toEqual(['page-consultation.ffffffff.js']);
    // The thank-you page, not the consultation form whose id it starts with.
    expect(files('consultation-thankyou')).toEqual(['page-thankyou.99999999.js']);
    expect(files('about')).toBeUndefined();
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
      undefined,
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

/** A shell that starts with react and the shared library, and provides the API client for the pages that query. */
const shellAssets: PageAssets = {
  routes: { js: [], css: [], shared: [] },
  pages: {},
  startup: { js: ['bootstrap.11111111.js'], css: ['bootstrap.22222222.css'], shared: ['@site/shared', 'react'] },
  provided: {
    react: { js: ['121.33333333.js'], css: [], shared: [] },
    '@site/shared': {
      js: ['894.44444444.js', '66.cccccccc.js'],
      css: ['894.55555555.css'],
      shared: ['react', '@site/shared/router'],
    },
    '@site/shared/router': { js: ['507.66666666.js', '600.77777777.js'], css: [], shared: ['react'] },
    '@site/shared/api': {
      js: ['41.88888888.js', '66.cccccccc.js'],
      css: [],
      shared: ['@reduxjs/toolkit/query/react', 'react'],
    },
    '@reduxjs/toolkit/query/react': { js: ['403.99999999.js', '522.aaaaaaaa.js'], css: [], shared: ['react-redux'] },
    'react-redux': { js: ['635.bbbbbbbb.js'], css: [], shared: ['react'] },
  },
};

describe('routeHints for the singletons a page consumes', () => {
  const formsAssets: PageAssets = {
    ...assets,
    provided: {
      'react-final-form': { js: ['917.12121212.js'], css: [], shared: ['final-form', 'react'] },
      'final-form': { js: ['311.13131313.js'], css: [], shared: [] },
      '@site/shared/router': { js: ['219.34343434.js'], css: [], shared: ['react'] },
    },
  };

  it("preloads the remote's own copy of a singleton the page uses and the shell does not provide, with what it consumes", () => {
    const hints = routeHints('/book-free-consultation-call', releases, () => ({ assets: formsAssets }), shellAssets);
    expect(hints).toContain('<link rel="preload" href="http://127.0.0.1:3004/917.12121212.js" as="script">');
    expect(hints).toContain('<link rel="preload" href="http://127.0.0.1:3004/311.13131313.js" as="script">');
    // The shell's router is the one that runs, and start-up already loads it: neither copy is hinted again.
    expect(hints).not.toContain('219.34343434.js');
    expect(hints).not.toContain('507.66666666.js');
  });

  it("preloads the shell's copy of a singleton only the page needs, and what that consumes, never the start-up's again", () => {
    const querying: PageAssets = {
      ...assets,
      pages: { home: { js: ['page-home.cccccccc.js'], css: [], shared: ['@site/shared/api', 'react'] } },
    };
    const hints = routeHints('/', releases, () => ({ assets: querying }), shellAssets);
    for (const file of ['41.88888888.js', '403.99999999.js', '522.aaaaaaaa.js', '635.bbbbbbbb.js']) {
      expect(hints).toContain(`<link rel="preload" href="/${file}" as="script">`);
    }
    expect(hints).not.toContain('121.33333333.js');
    expect(hints).not.toContain('894.44444444.js');
    // Shared by the API client's chunks and the start-up's: hinted with the start-up only.
    expect(hints).not.toContain('66.cccccccc.js');
  });
});

describe('createPageAssetsCache', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it("reads a remote's page list once per period, and keeps the last one read when the remote is down", async () => {
    let clock = 0;
    const fetchMock = jest.fn<typeof fetch>(async () => Response.json(assets));
    global.fetch = fetchMock;
    const cache = createPageAssetsCache(() => clock);

    await cache.refresh(releases, '/');
    await cache.refresh(releases, '/our-leadership');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('http://127.0.0.1:3001/1.2.0/page-assets.json', expect.anything());
    expect(cache.get('http://127.0.0.1:3001/1.2.0/')).toMatchObject({ assets });

    clock += PAGE_ASSETS_TTL_MS;
    global.fetch = jest.fn<typeof fetch>(async () => {
      throw new TypeError('fetch failed');
    });
    await cache.refresh(releases, '/');
    // The list read before still names the page's stylesheet: a rendered page never goes out unstyled for it.
    expect(cache.get('http://127.0.0.1:3001/1.2.0/')).toMatchObject({ assets });
  });

  it('asks again on the next page after a failed first read, instead of serving pages without their files', async () => {
    global.fetch = jest.fn<typeof fetch>(async () => {
      throw new TypeError('fetch failed');
    });
    const cache = createPageAssetsCache(() => 0);
    await cache.refresh(releases, '/');
    expect(cache.get('http://127.0.0.1:3001/1.2.0/')).toBeUndefined();

    global.fetch = jest.fn<typeof fetch>(async () => Response.json(assets));
    await cache.refresh(releases, '/');
    expect(cache.get('http://127.0.0.1:3001/1.2.0/')).toMatchObject({ assets });
  });
});

describe('startupHints', () => {
  it("preloads the shell's boot chunk and the singletons its start-up reaches, each file once, and no others", () => {
    const hints = startupHints(shellAssets);
    expect(hints.match(/<link /g)).toHaveLength(8);
    expect(hints).toContain('<link rel="preload" href="/bootstrap.22222222.css" as="style">');
    expect(hints).toContain('<link rel="preload" href="/894.55555555.css" as="style">');
    for (const file of [
      'bootstrap.11111111.js',
      '121.33333333.js',
      '894.44444444.js',
      '507.66666666.js',
      '600.77777777.js',
    ]) {
      expect(hints).toContain(`<link rel="preload" href="/${file}" as="script">`);
    }
    // Provided, but only pages that query load it.
    expect(hints).not.toContain('41.88888888.js');
  });

  it('links the styles as stylesheets on a server-rendered page', () => {
    expect(startupHints(shellAssets, { serverRendered: true })).toContain(
      '<link rel="stylesheet" href="/bootstrap.22222222.css">',
    );
  });

  it('hints nothing it cannot read', () => {
    expect(startupHints(undefined)).toBe('');
  });
});

describe('widgetStyles', () => {
  const FORMS = 'http://127.0.0.1:3004/';
  const formsAssets: PageAssets = {
    ...assets,
    exposes: {
      [exposeChunkGroup('./talk-to-expert')]: {
        js: ['__federation_expose_talk_to_expert.11111111.js'],
        css: ['__federation_expose_talk_to_expert.22222222.css'],
        shared: ['react-final-form'],
      },
    },
    provided: { 'react-final-form': { js: ['rff.33333333.js'], css: ['rff.44444444.css'], shared: [] } },
  };
  const buildOf = (base: string) => (base === FORMS ? { assets: formsAssets } : undefined);

  it("names the stylesheets of the widgets a rendered page holds, the singletons' too, and none of their scripts", () => {
    expect(
      widgetStylesheets([{ remote: 'forms', expose: './talk-to-expert' }], releases, buildOf, undefined, ''),
    ).toEqual([`${FORMS}__federation_expose_talk_to_expert.22222222.css`, `${FORMS}rff.44444444.css`]);
  });

  it('names nothing the page already links, and nothing for a widget or remote it does not know', () => {
    const already = `<link rel="stylesheet" href="${FORMS}rff.44444444.css">`;
    expect(
      widgetStylesheets([{ remote: 'forms', expose: './talk-to-expert' }], releases, buildOf, undefined, already),
    ).toEqual([`${FORMS}__federation_expose_talk_to_expert.22222222.css`]);
    expect(widgetStylesheets([{ remote: 'forms', expose: './nothing' }], releases, buildOf, undefined, '')).toEqual([]);
    expect(
      widgetStylesheets([{ remote: 'careers', expose: './talk-to-expert' }], releases, buildOf, undefined, ''),
    ).toEqual([]);
  });
});

describe('stylesheetHrefs and withoutStylesheetLinks', () => {
  it("take a page's stylesheet links out of its hints, in order, leaving its preloads and styles", () => {
    const hints =
      '<link rel="stylesheet" href="/boot.css"><link rel="preload" href="/a.js" as="script">' +
      '<link rel="stylesheet" href="http://127.0.0.1:3001/page-x.css?v=1&amp;w=2"><style>.a{}</style>';
    expect(stylesheetHrefs(hints)).toEqual(['/boot.css', 'http://127.0.0.1:3001/page-x.css?v=1&w=2']);
    expect(withoutStylesheetLinks(hints)).toBe('<link rel="preload" href="/a.js" as="script"><style>.a{}</style>');
  });
});
