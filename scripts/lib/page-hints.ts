import { PAGE_ASSETS_FILE } from '../../shared/build/page-assets.ts';
import type { PageAssets, PageFiles } from '../../shared/build/page-assets.ts';
import { escapeHtml, remoteBaseUrl } from '@site/shared/contracts';
import type { ReleaseManifest } from '@site/shared/contracts';
import { resolveRoute } from '../../shared/src/routes/resolve-route.ts';

/** Ours: how long serving a page may wait for a remote's page list before it goes out without hints. */
export const PAGE_ASSETS_READ_TIMEOUT_MS = 300;
/** Ours: a remote's page list is read again after this long (a pinned version's never changes; 'current' may). */
export const PAGE_ASSETS_TTL_MS = 10_000;

/**
 * The files of the page serving `routeId`: its own `page-<id>` chunk, or
 * that of a page several routes share, named after the part of their ids
 * they have in common (`thankyou` for `consultation-thankyou`, `service`
 * for `service-insurance-bpo-outsourcing`).
 */
export function pageFilesFor(assets: PageAssets, routeId: string): PageFiles | undefined {
  const exact = assets.pages[routeId];
  if (exact) return exact;
  const keys = Object.keys(assets.pages);
  const shared = keys.find((key) => routeId.endsWith(`-${key}`)) ?? keys.find((key) => routeId.startsWith(`${key}-`));
  return shared === undefined ? undefined : assets.pages[shared];
}

/** What an app's `mf-manifest.json` says about the singletons it provides (its own copies' files). */
export interface FederationManifest {
  shared: { name: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

/** What the host knows about one remote build: its page list and its federation manifest. */
export interface RemoteBuildInfo {
  assets?: PageAssets;
  manifest?: FederationManifest;
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

/**
 * Preload hints for the route at `pathname`: the remote's manifest, its
 * routes module, the page's scripts and styles, and the remote's own copies
 * of the singletons the page consumes that the shell does not provide (the
 * form libraries), so they download with the shell rather than one after
 * another once it has booted.
 */
export function routeHints(
  pathname: string,
  releases: ReleaseManifest | undefined,
  buildOf: (baseUrl: string) => RemoteBuildInfo | undefined,
  shellShared: ReadonlySet<string> = new Set(),
  { serverRendered = false }: HintOptions = {},
): string {
  const target = routeRelease(pathname, releases);
  if (!target) return '';
  const { route, release, base } = target;
  // Not the entry: a preloaded entry that failed while the remote's host was down stays in the
  // document's preload cache, and the Retry's script would be handed that failure once the host is back.
  const links = [`<link rel="preload" href="${escapeHtml(release.manifestUrl)}" as="fetch" crossorigin="anonymous">`];
  const { assets, manifest } = buildOf(base) ?? {};
  const page = assets && pageFilesFor(assets, route.id);
  if (assets) {
    const ownCopies = (manifest?.shared ?? []).filter(
      (entry) => page?.shared.includes(entry.name) && !shellShared.has(entry.name),
    );
    const styles = new Set([
      ...assets.routes.css,
      ...(page?.css ?? []),
      ...ownCopies.flatMap((entry) => entry.assets.css.sync),
    ]);
    const scripts = new Set([
      ...assets.routes.js,
      ...(page?.js ?? []),
      ...ownCopies.flatMap((entry) => entry.assets.js.sync),
    ]);
    // The remote's own chunk loader fetches these as plain (no-CORS) scripts and styles; a hint must match.
    for (const file of styles) links.push(styleLink(base + file, serverRendered));
    for (const file of scripts) links.push(`<link rel="preload" href="${escapeHtml(base + file)}" as="script">`);
  }
  return links.join('');
}

/**
 * Preload hints for what the shell runs on every page: its boot chunk and the
 * singletons it provides (react, the router, the store, the shared library),
 * which its federation runtime would otherwise discover only once `main` has
 * run. Same origin, rooted paths (the shell's public path is `/`).
 */
export function startupHints(
  shellAssets: PageAssets | undefined,
  manifest: FederationManifest | undefined,
  { serverRendered = false }: HintOptions = {},
): string {
  const scripts = new Set([
    ...(shellAssets?.startup.js ?? []),
    ...(manifest?.shared ?? []).flatMap((entry) => entry.assets.js.sync),
  ]);
  const styles = new Set([
    ...(shellAssets?.startup.css ?? []),
    ...(manifest?.shared ?? []).flatMap((entry) => entry.assets.css.sync),
  ]);
  return [
    ...[...styles].map((file) => styleLink(`/${file}`, serverRendered)),
    ...[...scripts].map((file) => `<link rel="preload" href="/${escapeHtml(file)}" as="script">`),
  ].join('');
}

/** Each remote's `page-assets.json` and `mf-manifest.json`, read from its host and kept for a while. */
export function createPageAssetsCache(now: () => number = Date.now) {
  const entries = new Map<string, RemoteBuildInfo & { readAt: number }>();
  const readJson = async <T>(url: string): Promise<T | undefined> => {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(PAGE_ASSETS_READ_TIMEOUT_MS) });
      return response.ok ? ((await response.json()) as T) : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    /** Reads the lists the route needs (at most one pair of requests per remote per TTL). */
    async refresh(releases: ReleaseManifest | undefined, pathname: string): Promise<void> {
      const target = routeRelease(pathname, releases);
      if (!target) return;
      const { release, base } = target;
      const cached = entries.get(base);
      if (cached && now() - cached.readAt < PAGE_ASSETS_TTL_MS) return;
      const [assets, manifest] = await Promise.all([
        readJson<PageAssets>(base + PAGE_ASSETS_FILE),
        readJson<FederationManifest>(release.manifestUrl),
      ]);
      entries.set(base, { assets, manifest, readAt: now() });
    },
    get(baseUrl: string): RemoteBuildInfo | undefined {
      return entries.get(baseUrl);
    },
  };
}
