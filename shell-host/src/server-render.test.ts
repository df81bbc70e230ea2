import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_BUNDLE_TOKEN_HEADER } from '@site/shared/contracts';
import type { ReleaseManifest } from '@site/shared/contracts';
import { SERVER_BUNDLE_PATH } from '@site/shared/server/server-bundle';
import {
  SERVER_BUNDLE_TTL_MS,
  SERVER_WORLDS_KEPT,
  createServerRenderer,
  evaluateRemoteBundle,
} from './server-render.ts';
import type { ShellServerModule } from './server-render.ts';

const CONTENT_BASE = 'http://127.0.0.1:3001/1.4.0/';
const releases: ReleaseManifest = {
  environment: 'production',
  remotes: [{ name: 'content', version: '1.4.0', manifestUrl: `${CONTENT_BASE}mf-manifest.json` }],
} as ReleaseManifest;

/** A remote server bundle: its pages, built from what the renderer hands it. */
const remoteBundle = (label: string) => `
  const shared = require('@site/shared');
  const { publicPath } = require('@site/server-host');
  module.exports = {
    pages: { home: shared.label + ':${label}', asset: publicPath + 'assets/hero.svg' },
    widgets: { './subscribe-box': async () => ({ default: 'subscribe:${label}' }) },
  };
`;

/** The host's logger, watched: what the renderer warns of. */
const log = { warn: jest.fn(), error: jest.fn() };

describe('evaluateRemoteBundle', () => {
  it("gives the remote the shell's singletons and its own base URL, and returns its pages and widgets", async () => {
    const shell = { sharedModules: { '@site/shared': { label: 'shell-copy' } } } as unknown as ShellServerModule;
    const { pages, widgets } = evaluateRemoteBundle(remoteBundle('v1'), CONTENT_BASE, shell, require);

    expect(pages).toEqual({ home: 'shell-copy:v1', asset: `${CONTENT_BASE}assets/hero.svg` });
    expect(await widgets['./subscribe-box']?.()).toEqual({ default: 'subscribe:v1' });
  });

  it('gives a bundle that exposes no widgets none', () => {
    const shell = { sharedModules: {} } as unknown as ShellServerModule;
    expect(evaluateRemoteBundle('module.exports = { pages: {} };', CONTENT_BASE, shell, require).widgets).toEqual({});
  });

  it('refuses a bundle that exports no pages', () => {
    const shell = { sharedModules: {} } as unknown as ShellServerModule;
    expect(() => evaluateRemoteBundle('module.exports = {};', CONTENT_BASE, shell, require)).toThrow(/pages/);
  });
});

describe('createServerRenderer', () => {
  let dir: string;
  let shellBundleFile: string;
  let served: string;
  let now: number;
  const fetchSpy = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    expect(String(url)).toBe(CONTENT_BASE + SERVER_BUNDLE_PATH);
    expect(init?.signal).toBeDefined();
    return new Response(served);
  });

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'shell-server-'));
    shellBundleFile = path.join(dir, 'server.cjs');
    // A stand-in for the shell's server bundle: renders the home page from the remote's pages.
    writeFileSync(
      shellBundleFile,
      `exports.sharedModules = { '@site/shared': { label: 'shell' } };
       exports.renderPage = async ({ url, loadPages, loadWidget }) => {
         if (url === '/broken' || url === '/careers') throw new Error('render failed');
         if (url === '/widget') return { kind: 'page', html: (await loadWidget('content', './subscribe-box')).default };
         if (url === '/no-widget') return { kind: 'page', html: await loadWidget('content', './nothing') };
         const pages = await loadPages('content');
         return { kind: 'page', status: 200, html: pages.home, apiCache: {} };
       };`,
    );
    served = remoteBundle('v1');
    now = 0;
    fetchSpy.mockClear();
    globalThis.fetch = fetchSpy as unknown as typeof fetch;
  });

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('renders in turn, and gives a render that waited too long for its turn to the browser (ADR 039)', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The first render waits for the remote's server bundle until released.
    fetchSpy.mockImplementationOnce(async () => {
      await held;
      return new Response(served);
    });
    const renderer = createServerRenderer({
      shellBundleFile,
      apiOrigin: 'http://127.0.0.1:3100',
      queue: { atOnce: 1, maxWaitMs: 50 },
      log,
    });

    const first = renderer.render('/', releases);
    // The one render slot is taken: this one is not started, and the host sends the boot page.
    expect(await renderer.render('/', releases)).toBeUndefined();
    expect(log.warn).toHaveBeenCalledWith(expect.anything(), expect.stringContaining('waited too long for its turn'));
    release();
    expect(await first).toMatchObject({ kind: 'page', html: 'shell:v1' });
    // Its turn free again, the next render runs.
    expect(await renderer.render('/', releases)).toMatchObject({ kind: 'page', html: 'shell:v1' });
  });

  it("renders with the pinned version's server bundle, fetched once while it is fresh", async () => {
    const renderer = createServerRenderer({ shellBundleFile, apiOrigin: 'http://127.0.0.1:3100', now: () => now, log });

    expect(await renderer.render('/', releases)).toEqual({ kind: 'page', status: 200, html: 'shell:v1', apiCache: {} });
    await renderer.render('/', releases);
    expect(fetchSpy).toHaveBeenCalledTimes(1);

    // A new build at the same address is picked up after the TTL.
    served = remoteBundle('v2');
    now += SERVER_BUNDLE_TTL_MS;
    expect(await renderer.render('/', releases)).toMatchObject({ html: 'shell:v2' });
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it("loads a widget from the pinned version's server bundle, and fails the render for one it does not expose", async () => {
    const renderer = createServerRenderer({ shellBundleFile, apiOrigin: 'http://127.0.0.1:3100', now: () => now, log });

    expect(await renderer.render('/widget', releases)).toMatchObject({ html: 'subscribe:v1' });
    expect(await renderer.render('/no-widget', releases)).toBeUndefined();
  });

  it('renders with a pinned server bundle only while its bytes match the hash recorded at pin time', async () => {
    const sha384 = (code: string) => `sha384-${createHash('sha384').update(code).digest('base64')}`;
    const pinned = (serverIntegrity: string): ReleaseManifest => ({
      ...releases,
      remotes: releases.remotes.map((remote) => ({ ...remote, serverIntegrity })),
    });
    const renderer = createServerRenderer({ shellBundleFile, apiOrigin: 'http://127.0.0.1:3100', now: () => now, log });

    expect(await renderer.render('/', pinned(sha384(remoteBundle('v1'))))).toMatchObject({ html: 'shell:v1' });
    // The bundle at the pinned address is swapped: a host that loaded the pinned bytes keeps rendering with them (a
    // pinned version is immutable, so it is not asked for again); a host that starts now refuses the swapped one,
    // and the browser renders the page.
    served = remoteBundle('swapped');
    now += SERVER_BUNDLE_TTL_MS;
    expect(await renderer.render('/', pinned(sha384(remoteBundle('v1'))))).toMatchObject({ html: 'shell:v1' });
    const restarted = createServerRenderer({
      shellBundleFile,
      apiOrigin: 'http://127.0.0.1:3100',
      now: () => now,
      log,
    });
    expect(await restarted.render('/', pinned(sha384(remoteBundle('v1'))))).toBeUndefined();
    // A bundle already loaded is not trusted for a pin that names other bytes either.
    served = remoteBundle('v1');
    expect(await restarted.render('/', pinned(sha384(remoteBundle('v1'))))).toMatchObject({ html: 'shell:v1' });
    expect(await restarted.render('/', pinned(sha384(remoteBundle('v2'))))).toBeUndefined();
  });

  it("keeps rendering with a loaded bundle when its remote's host fails a later look (busy, its store away)", async () => {
    const renderer = createServerRenderer({ shellBundleFile, apiOrigin: 'http://127.0.0.1:3100', now: () => now, log });
    expect(await renderer.render('/', releases)).toMatchObject({ html: 'shell:v1' });
    fetchSpy.mockImplementationOnce(async () => new Response('store away', { status: 500 }));
    now += SERVER_BUNDLE_TTL_MS;
    expect(await renderer.render('/', releases)).toMatchObject({ html: 'shell:v1' });
  });

  it("asks the remote's host for its server bundle with SERVER_BUNDLE_TOKEN (docs/decisions/014)", async () => {
    const renderer = createServerRenderer({
      shellBundleFile,
      apiOrigin: 'http://127.0.0.1:3100',
      serverBundleToken: 'the-token',
      now: () => now,
      log,
    });
    await renderer.render('/', releases);
    expect(new Headers(fetchSpy.mock.calls[0]?.[1]?.headers).get(SERVER_BUNDLE_TOKEN_HEADER)).toBe('the-token');
  });

  it('gives up (the browser renders the page) when the render fails', async () => {
    const renderer = createServerRenderer({ shellBundleFile, apiOrigin: 'http://127.0.0.1:3100', now: () => now, log });

    expect(await renderer.render('/broken', releases)).toBeUndefined();
  });

  it("tells its observer which remote's version a failed render counts against (issue 50)", async () => {
    const rendered = jest.fn();
    const renderer = createServerRenderer({
      shellBundleFile,
      apiOrigin: 'http://127.0.0.1:3100',
      now: () => now,
      log,
      observer: { rendered },
    });
    expect(await renderer.render('/careers', releases)).toBeUndefined();
    expect(rendered).toHaveBeenLastCalledWith(releases, 'failed', expect.any(Number), {
      remote: 'careers',
      kind: 'render',
    });
    // A server bundle that does not evaluate is its version's fault too.
    served = 'this is not JavaScript (';
    expect(await renderer.render('/', releases)).toBeUndefined();
    expect(rendered).toHaveBeenLastCalledWith(releases, 'failed', expect.any(Number), {
      remote: 'content',
      kind: 'server bundle',
    });
    // The remote's host away is not: no remote is named.
    fetchSpy.mockImplementationOnce(async () => new Response('busy', { status: 503 }));
    served = remoteBundle('v2');
    const fresh = createServerRenderer({
      shellBundleFile,
      apiOrigin: 'http://127.0.0.1:3100',
      now: () => now,
      log,
      observer: { rendered },
    });
    await fresh.render('/', releases);
    expect(rendered.mock.calls.at(-1)?.[3]).toBeUndefined();
  });

  it('asks a version without a server bundle (published before them) again only after the TTL', async () => {
    const renderer = createServerRenderer({ shellBundleFile, apiOrigin: 'http://127.0.0.1:3100', now: () => now, log });
    fetchSpy.mockImplementationOnce(async () => new Response('not found', { status: 404 }));

    expect(await renderer.render('/', releases)).toBeUndefined();
    expect(await renderer.render('/', releases)).toBeUndefined();
    expect(fetchSpy).toHaveBeenCalledTimes(1);

    now += SERVER_BUNDLE_TTL_MS;
    expect(await renderer.render('/', releases)).toMatchObject({ html: 'shell:v1' });
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });
});

describe('a world per set of versions (docs/decisions/021)', () => {
  const SECOND_BASE = 'http://127.0.0.1:3001/1.5.0/';
  /** A remote that registers itself with the shell's singleton, as a remote injects its RTK Query endpoints. */
  const registering = (label: string) => `
    const shared = require('@site/shared');
    shared.registered.push('${label}');
    module.exports = { pages: { get home() { return shared.registered.join('+'); } } };
  `;
  let dir: string;
  let shellBundleFile: string;

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'shell-server-'));
    shellBundleFile = path.join(dir, 'server.cjs');
    writeFileSync(
      shellBundleFile,
      `exports.sharedModules = { '@site/shared': { registered: [] } };
       exports.renderPage = async ({ loadPages }) => ({ kind: 'page', status: 200, html: (await loadPages('content')).home, apiCache: {} });`,
    );
    globalThis.fetch = (async (url: string | URL | Request) =>
      new Response(registering(String(url).startsWith(SECOND_BASE) ? '1.5.0' : '1.4.0'))) as typeof fetch;
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const withContent = (base: string, version: string): ReleaseManifest => ({
    ...releases,
    remotes: [{ name: 'content', version, manifestUrl: `${base}mf-manifest.json` }],
  });

  it('renders after a pin change with nothing the earlier version registered, and both sets side by side', async () => {
    const renderer = createServerRenderer({ shellBundleFile, apiOrigin: 'http://127.0.0.1:3100', log });
    const pinned = withContent(CONTENT_BASE, '1.4.0');
    const next = withContent(SECOND_BASE, '1.5.0');

    expect(await renderer.render('/', pinned)).toMatchObject({ html: '1.4.0' });
    expect(await renderer.render('/', next)).toMatchObject({ html: '1.5.0' });
    // A canary's set and the pins' render at once, each with its own registrations only.
    expect(await renderer.render('/', pinned)).toMatchObject({ html: '1.4.0' });
    expect(await renderer.render('/', next)).toMatchObject({ html: '1.5.0' });
  });

  it(`keeps ${SERVER_WORLDS_KEPT} sets, dropping the least recently used`, async () => {
    let fetches = 0;
    globalThis.fetch = (async () => {
      fetches += 1;
      return new Response(registering('1.4.0'));
    }) as typeof fetch;
    const renderer = createServerRenderer({ shellBundleFile, apiOrigin: 'http://127.0.0.1:3100', log });
    const sets = Array.from({ length: SERVER_WORLDS_KEPT + 1 }, (_, set) => withContent(CONTENT_BASE, `1.4.${set}`));
    for (const set of sets) expect(await renderer.render('/', set)).toMatchObject({ html: '1.4.0' });
    expect(fetches).toBe(SERVER_WORLDS_KEPT + 1);
    // The last sets are kept: no fetch. The first was dropped: its bundle is fetched and evaluated again.
    await renderer.render('/', sets[SERVER_WORLDS_KEPT] as ReleaseManifest);
    expect(fetches).toBe(SERVER_WORLDS_KEPT + 1);
    await renderer.render('/', sets[0] as ReleaseManifest);
    expect(fetches).toBe(SERVER_WORLDS_KEPT + 2);
  });
});
