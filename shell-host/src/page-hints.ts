import { createHash } from 'node:crypto';
import { PAGE_ASSETS_FILE, exposeChunkGroup } from '@site/shared/server/page-assets';
import type { PageAssets, PageFiles } from '@site/shared/server/page-assets';
import { SERVER_RENDER_TIMEOUT_MS, escapeHtml, pageKeyOf, remoteBaseUrl } from '@site/shared/contracts';
import { resolveRoute } from '@site/shared/resolve-route';
import type { PageRoute, ReleaseManifest, RenderedWidget } from '@site/shared/contracts';

/**
 * Ours: how long serving a page may wait for a remote's page list, which
 * names the page's stylesheet: as long as the server render itself may take,
 * since the two run side by side and a rendered page without its stylesheet
 * is unstyled until its scripts run.
 */
export const PAGE_ASSETS_READ_TIMEOUT_MS = SERVER_RENDER_TIMEOUT_MS;
/** Ours: a remote's page list is read again after this long (a pinned version's never changes; 'current' may). */
export const PAGE_ASSETS_TTL_MS = 10_000;

/**
 * The files of the page serving `route`: the `page-<key>` chunk its remote
 * built, where the key is the route's own id or the page several routes
 * share (`service` for every service route), as the route table says.
 */
export function pageFilesFor(assets: PageAssets, route: PageRoute): PageFiles | undefined {
  return assets.pages[pageKeyOf(route)];
}

/** What the host knows about one remote build: its page list. */
export interface RemoteBuildInfo {
  assets?: PageAssets;
}

/** The pinned release of the remote that serves `pathname`, and where its build is; none for the shell's own. */
function routeRelease(pathname: string, releases: ReleaseManifest | undefined) {
  const resolution = resolveRoute(pathname);
  if (!releases || resolution.kind !== 'page' || resolution.route.owner === 'shell') return undefined;
  const release = releases.remotes.find((remote) => remote.name === resolution.route.owner);
  return release && { route: resolution.route, release, base: remoteBaseUrl(release.manifestUrl) };
}

export interface HintOptions {
  /**
   * The page carries the server's HTML (docs/decisions/008): its styles are
   * stylesheets, applied before the first paint, not preloads for later.
   */
  serverRendered?: boolean;
}

/** A page's style: a stylesheet on a server-rendered page, a preload for the boot page. */
function styleLink(href: string, serverRendered: boolean): string {
  return serverRendered
    ? `<link rel="stylesheet" href="${escapeHtml(href)}">`
    : `<link rel="preload" href="${escapeHtml(href)}" as="style">`;
}

/** A build that provides singletons, and the base URL its files are at. */
interface Provider {
  base: string;
  assets: PageAssets | undefined;
}

/** The files some code needs, as URLs: its own, then those of the singletons it consumes. */
interface Needed {
  js: Set<string>;
  css: Set<string>;
  /** Every singleton reached, whether or not a provider was found. */
  keys: Set<string>;
}

/**
 * Adds the files of the singletons `keys` name, and of those they consume in
 * turn, each from the first provider that has it: the shell's copy runs
 * wherever the shell provides one (it registers first), a remote's own copy
 * only where it does not (the form libraries). Keys in `needed.keys` are
 * already covered.
 */
function addShared(needed: Needed, keys: Iterable<string>, providers: Provider[]): void {
  const pending = [...keys];
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    if (needed.keys.has(key)) continue;
    needed.keys.add(key);
    for (const { base, assets } of providers) {
      const files = assets?.provided?.[key];
      if (!files) continue;
      for (const file of files.js) needed.js.add(base + file);
      for (const file of files.css) needed.css.add(base + file);
      pending.push(...files.shared);
      break;
    }
  }
}

/** What the shell's start-up loads: its boot files and the singletons they reach. */
function startupNeeds(shellAssets: PageAssets | undefined): Needed {
  const needed: Needed = {
    js: new Set((shellAssets?.startup.js ?? []).map((file) => `/${file}`)),
    css: new Set((shellAssets?.startup.css ?? []).map((file) => `/${file}`)),
    keys: new Set(),
  };
  addShared(needed, shellAssets?.startup.shared ?? [], [{ base: '/', assets: shellAssets }]);
  return needed;
}

function hintLinks({ js, css }: Needed, serverRendered: boolean): string[] {
  return [
    ...[...css].map((href) => styleLink(href, serverRendered)),
    ...[...js].map((href) => `<link rel="preload" href="${escapeHtml(href)}" as="script">`),
  ];
}

/**
 * Preload hints for the route at `pathname`: the remote's manifest, its
 * routes module, the page's scripts and styles, and the singletons the page
 * consumes that the shell's start-up does not load (the shell's copy where
 * it provides one, such as the API client; else the remote's own, such as
 * the form libraries), so they download with the shell rather than one after
 * another once it has booted.
 */
export function routeHints(
  pathname: string,
  releases: ReleaseManifest | undefined,
  buildOf: (baseUrl: string) => RemoteBuildInfo | undefined,
  shellAssets?: PageAssets,
  { serverRendered = false }: HintOptions = {},
): string {
  const target = routeRelease(pathname, releases);
  if (!target) return '';
  const { route, release, base } = target;
  // Not the entry: a preloaded entry that failed while the remote's host was down stays in the
  // document's preload cache, and the Retry's script would be handed that failure once the host is back.
  const links = [`<link rel="preload" href="${escapeHtml(release.manifestUrl)}" as="fetch" crossorigin="anonymous">`];
  const { assets } = buildOf(base) ?? {};
  if (!assets) return links.join('');
  const page = pageFilesFor(assets, route);
  const own = [assets.routes, ...(page ? [page] : [])];
  const startup = startupNeeds(shellAssets);
  const needed: Needed = {
    js: new Set(own.flatMap((files) => files.js).map((file) => base + file)),
    css: new Set(own.flatMap((files) => files.css).map((file) => base + file)),
    // What start-up loads is hinted with it (startupHints).
    keys: startup.keys,
  };
  addShared(
    needed,
    own.flatMap((files) => files.shared ?? []),
    [
      { base: '/', assets: shellAssets },
      { base, assets },
    ],
  );
  // A chunk the start-up's singletons share with the page's (the store's part of Redux Toolkit) is hinted once.
  for (const href of startup.js) needed.js.delete(href);
  for (const href of startup.css) needed.css.delete(href);
  // The remote's own chunk loader fetches these as plain (no-CORS) scripts and styles; a hint must match.
  return [...links, ...hintLinks(needed, serverRendered)].join('');
}

/**
 * Preload hints for what the shell runs on every page: its boot chunk and the
 * singletons its start-up consumes (react, the router, the store, the shared
 * library), which its federation runtime would otherwise discover only once
 * `main` has run. Same origin, rooted paths (the shell's public path is `/`).
 */
export function startupHints(
  shellAssets: PageAssets | undefined,
  { serverRendered = false }: HintOptions = {},
): string {
  return hintLinks(startupNeeds(shellAssets), serverRendered).join('');
}

/** Where the pinned build of `remote` is. */
function remoteBase(releases: ReleaseManifest | undefined, remote: string): string | undefined {
  const release = releases?.remotes.find((candidate) => candidate.name === remote);
  return release && remoteBaseUrl(release.manifestUrl);
}

/**
 * The stylesheets of the widgets a server-rendered page holds (another
 * remote's form in the page's HTML, docs/decisions/010), as URLs: each
 * expose's own and those of the singletons it consumes, except any
 * `alreadyLinked` (the page's other hints) has. Their scripts load later,
 * when the widget nears the viewport; the host puts the styles into the page
 * itself (widget-styles.ts, docs/decisions/029).
 */
export function widgetStylesheets(
  widgets: readonly RenderedWidget[],
  releases: ReleaseManifest | undefined,
  buildOf: (baseUrl: string) => RemoteBuildInfo | undefined,
  shellAssets: PageAssets | undefined,
  alreadyLinked: string,
): string[] {
  const startup = startupNeeds(shellAssets);
  const needed: Needed = { js: new Set(), css: new Set(), keys: new Set(startup.keys) };
  for (const { remote, expose } of widgets) {
    const base = remoteBase(releases, remote);
    const assets = base === undefined ? undefined : buildOf(base)?.assets;
    const files = assets?.exposes?.[exposeChunkGroup(expose)];
    if (!base || !files) continue;
    for (const file of files.css) needed.css.add(base + file);
    addShared(needed, files.shared, [
      { base: '/', assets: shellAssets },
      { base, assets },
    ]);
  }
  return [...needed.css].filter(
    (href) => !startup.css.has(href) && !alreadyLinked.includes(`href="${escapeHtml(href)}"`),
  );
}

/** How `styleLink` writes a stylesheet applied before the first paint; its address is the first group, escaped. */
const STYLESHEET_LINK = /<link rel="stylesheet" href="([^"]*)">/g;

const unescapeHref = (href: string) =>
  href
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The addresses of the stylesheets some hints link, in their order. */
export function stylesheetHrefs(hints: string): string[] {
  return [...hints.matchAll(STYLESHEET_LINK)].map((match) => unescapeHref(match[1] ?? ''));
}

/** The hints without their stylesheet links (the preloads and any `<style>` stay). */
export function withoutStylesheetLinks(hints: string): string {
  return hints.replace(STYLESHEET_LINK, '');
}

/** A stylesheet applied before the first paint (a server-rendered page's). */
export function stylesheetLink(href: string): string {
  return styleLink(href, true);
}

/**
 * A file of a remote's build, read from its host while a page waits (at most
 * `PAGE_ASSETS_READ_TIMEOUT_MS`); undefined when it cannot be read, in time or at all.
 */
export async function readFromHost<T>(url: string, body: (response: Response) => Promise<T>): Promise<T | undefined> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(PAGE_ASSETS_READ_TIMEOUT_MS) });
    return response.ok ? await body(response) : undefined;
  } catch {
    return undefined;
  }
}

/** Each remote's `page-assets.json`, read from its host and kept for a while. */
export function createPageAssetsCache(now: () => number = Date.now) {
  const entries = new Map<string, RemoteBuildInfo & { readAt: number; digest: string }>();
  /** Reads the page list of the build at `base` (at most one request per TTL). */
  const refreshBuild = async (base: string): Promise<void> => {
    const cached = entries.get(base);
    if (cached && now() - cached.readAt < PAGE_ASSETS_TTL_MS) return;
    const assets = await readFromHost(
      base + PAGE_ASSETS_FILE,
      async (response) => (await response.json()) as PageAssets,
    );
    // A failed read keeps the list read before (a pinned version's never changes) and is tried again next time.
    if (assets) {
      const digest = createHash('sha256').update(JSON.stringify(assets)).digest('base64url');
      entries.set(base, { assets, readAt: now(), digest });
    }
  };
  return {
    /** Reads the page list the route needs (at most one request per remote per TTL). */
    async refresh(releases: ReleaseManifest | undefined, pathname: string): Promise<void> {
      const target = routeRelease(pathname, releases);
      if (target) await refreshBuild(target.base);
    },
    /** Reads the page lists of the builds of the widgets a rendered page holds. */
    async refreshWidgets(releases: ReleaseManifest | undefined, widgets: readonly RenderedWidget[]): Promise<void> {
      const bases = new Set(widgets.map(({ remote }) => remoteBase(releases, remote)));
      await Promise.all([...bases].map((base) => base && refreshBuild(base)));
    },
    get(baseUrl: string): RemoteBuildInfo | undefined {
      return entries.get(baseUrl);
    },
    /**
     * The page lists of every remote build the release names, read as `refresh` reads them: what a page's ETag
     * depends on besides the manifest, since a remote's host may serve a new current build under the same
     * manifest (docs/decisions/022).
     */
    async builds(releases: ReleaseManifest): Promise<(string | undefined)[]> {
      const bases = releases.remotes.map((release) => remoteBaseUrl(release.manifestUrl));
      await Promise.all(bases.map(refreshBuild));
      return bases.map((base) => entries.get(base)?.digest);
    },
  };
}
