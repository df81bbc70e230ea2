// The shell host's server rendering (docs/decisions/008): evaluates the shell's server bundle, and each
// route's remote server bundle (of its pinned version, fetched from the remote's own host), and renders.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import vm from 'node:vm';
import { SERVER_BUNDLE_PATH, SERVER_HOST_MODULE } from '../../shared/build/server-bundle.ts';
import type { ServerHostModule } from '../../shared/build/server-bundle.ts';
import { SERVER_BUNDLE_TOKEN_HEADER, SERVER_RENDER_TIMEOUT_MS, remoteBaseUrl } from '@site/shared/contracts';
import type { FormPageState, ReleaseManifest, ServerRenderRequest, ServerRenderResult } from '@site/shared/contracts';

/** Ours: how long rendering may wait for a remote's server bundle. */
export const SERVER_BUNDLE_READ_TIMEOUT_MS = 500;
/** Ours: a remote's bundle is checked for a new build after this long (a pinned version's never changes; 'current' may). */
export const SERVER_BUNDLE_TTL_MS = 10_000;

/** A remote's server bundle exports its routes module: the pages by route id. */
type RemotePages = Record<string, unknown>;

/**
 * What a remote's server bundle exports: its pages, and the widgets it
 * exposes to other apps by expose name (`'./subscribe-box'`), each a module
 * loader as in the browser.
 */
export interface RemoteServerModule {
  pages: RemotePages;
  widgets: Readonly<Record<string, () => Promise<unknown>>>;
}

/** What the shell's server bundle (shell/src/server.tsx) exports. */
export interface ShellServerModule {
  sharedModules: Readonly<Record<string, unknown>>;
  renderPage(request: ServerRenderRequest<RemotePages>): Promise<ServerRenderResult>;
}

interface LoadedBundle {
  digest: string;
  checkedAt: number;
  module: RemoteServerModule;
}

/**
 * Runs a remote's CommonJS server bundle in this process with the shell's
 * singletons in place of its own (as the federation runtime shares them in
 * the browser), and `@site/server-host` telling it its public path.
 */
export function evaluateRemoteBundle(
  code: string,
  baseUrl: string,
  shell: ShellServerModule,
  nodeRequire: NodeJS.Require,
): RemoteServerModule {
  const url = baseUrl + SERVER_BUNDLE_PATH;
  const host: ServerHostModule = { publicPath: baseUrl };
  const requireShared = (id: string): unknown => {
    if (id === SERVER_HOST_MODULE) return host;
    return shell.sharedModules[id] ?? nodeRequire(id);
  };
  const module = { exports: {} as Partial<RemoteServerModule> };
  const wrapper = vm.runInThisContext(`(function (exports, require, module) {${code}\n})`, {
    filename: url,
  }) as (exports: unknown, require: (id: string) => unknown, module: unknown) => void;
  wrapper(module.exports, requireShared, module);
  const { pages, widgets = {} } = module.exports;
  if (!pages || typeof pages !== 'object') throw new Error(`${url} does not export the remote's pages`);
  return { pages, widgets };
}

interface ServerRendererOptions {
  /** The shell's server bundle on disk (its build's `server/server.cjs`). */
  shellBundleFile: string;
  apiOrigin: string;
  /** SERVER_BUNDLE_TOKEN: remote hosts serve their server bundles only to requests carrying it (docs/decisions/014). */
  serverBundleToken?: string;
  now?: () => number;
}

/**
 * The host's renderer: `render(url, releases)` gives the page's HTML and the
 * API cache it used, a redirect, or undefined when the page cannot be
 * rendered in time (the host then serves the boot page and the browser
 * renders it, as before).
 */
export function createServerRenderer({
  shellBundleFile,
  apiOrigin,
  serverBundleToken,
  now = Date.now,
}: ServerRendererOptions) {
  const nodeRequire = createRequire(shellBundleFile);
  const shell = nodeRequire(shellBundleFile) as ShellServerModule;
  const bundles = new Map<string, LoadedBundle>();
  /** Versions published before server builds existed: their pages render in the browser; asked again after the TTL. */
  const withoutBundle = new Map<string, number>();

  /**
   * The remote's server bundle at `baseUrl`. With `integrity` (recorded when its version was pinned), a bundle
   * whose bytes do not match is refused, as the browser refuses a tampered entry: the page then renders in the
   * browser, from the entry the pin names.
   */
  async function remoteModule(baseUrl: string, integrity?: string): Promise<RemoteServerModule> {
    const url = baseUrl + SERVER_BUNDLE_PATH;
    const cached = bundles.get(url);
    const trusted = (bundle: LoadedBundle) => !integrity || bundle.digest === integrity;
    if (cached && now() - cached.checkedAt < SERVER_BUNDLE_TTL_MS && trusted(cached)) return cached.module;
    const missingSince = withoutBundle.get(url);
    if (missingSince !== undefined && now() - missingSince < SERVER_BUNDLE_TTL_MS) {
      throw new Error(`${url} does not exist; the browser renders this remote's pages`);
    }
    const response = await fetch(url, {
      signal: AbortSignal.timeout(SERVER_BUNDLE_READ_TIMEOUT_MS),
      headers: serverBundleToken ? { [SERVER_BUNDLE_TOKEN_HEADER]: serverBundleToken } : {},
    });
    if (response.status === 404) withoutBundle.set(url, now());
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    withoutBundle.delete(url);
    const code = await response.text();
    const digest = `sha384-${createHash('sha384').update(code).digest('base64')}`;
    if (integrity && digest !== integrity) {
      throw new Error(`${url} does not match the server bundle recorded when its version was pinned; refused`);
    }
    // The same build is evaluated once: its modules (and React.lazy pages) stay loaded between requests.
    const module = cached?.digest === digest ? cached.module : evaluateRemoteBundle(code, baseUrl, shell, nodeRequire);
    bundles.set(url, { digest, checkedAt: now(), module });
    return module;
  }

  /** The server bundle of `remote`'s pinned version. */
  function pinnedModule(releases: ReleaseManifest, remote: string): Promise<RemoteServerModule> {
    const release = releases.remotes.find((candidate) => candidate.name === remote);
    if (!release) return Promise.reject(new Error(`The release manifest has no version of "${remote}".`));
    return remoteModule(remoteBaseUrl(release.manifestUrl), release.serverIntegrity);
  }

  return {
    async render(
      url: string,
      releases: ReleaseManifest,
      cookieHeader?: string,
      formState?: FormPageState,
      nonce?: string,
    ): Promise<ServerRenderResult | undefined> {
      const signal = AbortSignal.timeout(SERVER_RENDER_TIMEOUT_MS);
      try {
        return await shell.renderPage({
          url,
          ...(cookieHeader === undefined ? {} : { cookieHeader }),
          ...(formState === undefined ? {} : { formState }),
          ...(nonce === undefined ? {} : { nonce }),
          apiOrigin,
          signal,
          loadPages: async (remote) => (await pinnedModule(releases, remote)).pages,
          async loadWidget(remote, expose) {
            const { widgets } = await pinnedModule(releases, remote);
            const load = Object.hasOwn(widgets, expose) ? widgets[expose] : undefined;
            if (!load) throw new Error(`The server bundle of "${remote}" has no widget "${expose}".`);
            return load();
          },
        });
      } catch (error) {
        console.error(`Server render of ${url} failed; the browser renders it`, error);
        return undefined;
      }
    },
  };
}
