// What a remote's build tells the shell's host about its pages; no build tooling here (the host imports it).
/** What a remote publishes beside its entry so the shell's host can hint a route's files with the page. */
export const PAGE_ASSETS_FILE = 'page-assets.json';
/** A remote names each page's dynamic import `page-<key>` (webpackChunkName); see `pageFilesFor` in the shell host. */
export const PAGE_CHUNK_PREFIX = 'page-';
/**
 * A part of a page whose code loads when the visitor nears it (docs/decisions/020) is a dynamic import named
 * `part-<name>`; its stylesheet is listed with the page's, so the server's HTML for it is styled before its code
 * comes. Other chunks a page loads later (a library's, such as swiper's) bring their styles themselves. (The
 * shell's page template links its start-up stylesheet only: a part of the shell imports its styles from the
 * module that loads it.)
 */
export const PART_CHUNK_PREFIX = 'part-';
/** Federation names the chunk group of an expose `__federation_expose_<name>`. */
const EXPOSE_GROUP_PREFIX = '__federation_expose_';
/** The chunk group of expose `./a-b`: `__federation_expose_a_b`. */
export function exposeChunkGroup(expose: string): string {
  return EXPOSE_GROUP_PREFIX + expose.replace(/^\.\//, '').replace(/[^A-Za-z0-9]/g, '_');
}
export function isExposeChunkGroup(name: string): boolean {
  return name.startsWith(EXPOSE_GROUP_PREFIX);
}
export const ROUTES_EXPOSE_GROUP = exposeChunkGroup('./routes');
/** The shell names the dynamic import that boots it (its async boundary) so its files can be listed. */
export const STARTUP_CHUNK_GROUP = 'bootstrap';

export interface AssetFiles {
  js: string[];
  css: string[];
}

/** Some code's own files, and the federation singletons it consumes (by share key). */
export interface PageFiles extends AssetFiles {
  shared: string[];
}

/**
 * `page-assets.json`, relative to the app's base URL: the routes expose's
 * own files, each other expose's, and each page's (a remote), or the files of the shell's boot
 * chunk (`startup`); and for each singleton the build provides, the files
 * its own copy loads (not those of the fallback a consumer would load
 * without a provider), so a host can preload exactly what will run.
 */
export interface PageAssets {
  routes: PageFiles;
  /** Every other expose's files by chunk group (`exposeChunkGroup`): the widgets a server-rendered page holds. */
  exposes?: Record<string, PageFiles>;
  pages: Record<string, PageFiles>;
  startup: PageFiles;
  provided: Record<string, PageFiles>;
}

/**
 * What is wrong between the page keys a remote's routes need and the `page-<key>` chunks its build made: each
 * route's page must be a chunk named for it (`webpackChunkName` in src/app/routes.tsx), and each page chunk
 * must serve a route. None for a build without pages to check (the shell).
 */
export function pageChunkProblems(pageKeys: readonly string[] | undefined, built: readonly string[]): string[] {
  if (!pageKeys) return [];
  const missing = pageKeys.filter((key) => !built.includes(key));
  const stray = built.filter((key) => !pageKeys.includes(key));
  return [
    ...missing.map(
      (key) =>
        `No chunk "${PAGE_CHUNK_PREFIX}${key}" for page "${key}": name its import in src/app/routes.tsx ` +
        `(webpackChunkName: "${PAGE_CHUNK_PREFIX}${key}") so the host can preload it`,
    ),
    ...stray.map((key) => `The chunk "${PAGE_CHUNK_PREFIX}${key}" serves no route this app owns`),
  ];
}
