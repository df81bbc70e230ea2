// The shell host's server rendering (docs/decisions/008): evaluates the shell's server bundle, and each
// route's remote server bundle (of its pinned version, fetched from the remote's own host), and renders.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { SERVER_BUNDLE_PATH, SERVER_HOST_MODULE } from '@site/shared/server/server-bundle';
import type { ServerHostModule } from '@site/shared/server/server-bundle';
import {
  SERVER_BUNDLE_TOKEN_HEADER,
  SERVER_RENDERS_AT_ONCE,
  SERVER_RENDER_MAX_WAIT_MS,
  SERVER_RENDER_TIMEOUT_MS,
  remoteBaseUrl,
} from '@site/shared/contracts';
import type {
  FormPageState,
  ReleaseManifest,
  RemoteName,
  RemoteServerHandlers,
  ServerHandler,
  ServerRenderRequest,
  ServerRenderResult,
} from '@site/shared/contracts';
import { createRenderQueue } from './render-queue.ts';
import type { ApiReadCache } from './api-read-cache.ts';
import { ownerOfPath } from './remote-handlers.ts';
import type { RenderOutcome } from './host-metrics.ts';

/**
 * A remote's server bundle that was read but cannot serve: it does not evaluate, exports no pages, or is not the
 * bundle its pin recorded. The version's own fault, which the release health check counts (issue 50); a bundle that
 * could not be read (its host away or slow) is not.
 */
export class ServerBundleError extends Error {
  constructor(
    readonly remote: string,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'ServerBundleError';
  }
}

/**
 * A remote's server bundle that could not be read now: its host away, slow or answering an error, or no bundle
 * published for the version. Not the version's fault: the release health check does not count it.
 */
export class ServerBundleUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ServerBundleUnavailableError';
  }
}

/** The first error in `error`'s cause chain that is one of `kinds`. */
function causeOf<T extends Error>(error: unknown, kind: abstract new (...args: never[]) => T): T | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 8; depth += 1) {
    if (current instanceof kind) return current;
    current = current.cause;
  }
  return undefined;
}

/** What the host watches of its renders (its metrics and the release health signals); each call is optional. */
export interface RenderObserver {
  /** A render's turn came after `waitedMs` in the queue. */
  queued?(waitedMs: number): void;
  /** A render ended; `failedRemote` names the remote whose version it counts against, when it does. */
  rendered?(
    releases: ReleaseManifest,
    outcome: RenderOutcome,
    ms: number,
    failure?: { remote: string; kind: 'render' | 'server bundle' },
  ): void;
}

/** Where the renderer's warnings go: the host's logger. */
export interface RenderLog {
  warn(detail: object, message: string): void;
  error(detail: object, message: string): void;
}

/** An error that says the render ran out of time (its signal fired), not that the page is broken. */
const isTimeout = (error: unknown) =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

/** Ours: how long rendering may wait for a remote's server bundle. */
export const SERVER_BUNDLE_READ_TIMEOUT_MS = 500;
/** Ours: a remote's bundle is checked for a new build after this long (a pinned version's never changes; 'current' may). */
export const SERVER_BUNDLE_TTL_MS = 10_000;

/**
 * Ours: how many sets of versions keep their own evaluated shell and remote bundles at once: the pins', a
 * canary's, and a QA override or two. The least recently used set is dropped first.
 */
export const SERVER_WORLDS_KEPT = 4;

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
  /** Its form posts' and its other paths' handlers (docs/decisions/041); none in a version from before them. */
  handlers: RemoteServerHandlers;
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
  const { pages, widgets = {}, handlers = {} } = module.exports;
  if (!pages || typeof pages !== 'object') throw new Error(`${url} does not export the remote's pages`);
  return { pages, widgets, handlers };
}

/**
 * The shell's server bundle, evaluated afresh: its own singletons (the API slice that remotes inject their
 * endpoints into, its caches), shared with nothing evaluated before.
 */
function evaluateShellBundle(code: string, file: string, nodeRequire: NodeJS.Require): ShellServerModule {
  const module = { exports: {} as Partial<ShellServerModule> };
  const wrapper = vm.compileFunction(code, ['exports', 'require', 'module', '__filename', '__dirname'], {
    filename: file,
  }) as (exports: unknown, require: NodeJS.Require, module: unknown, filename: string, dirname: string) => void;
  wrapper(module.exports, nodeRequire, module, file, path.dirname(file));
  const { sharedModules, renderPage } = module.exports;
  if (!sharedModules || !renderPage) throw new Error(`${file} is not the shell's server bundle`);
  return { sharedModules, renderPage };
}

/** One set of versions' shell and remote bundles, evaluated together and for that set only. */
interface World {
  shell: ShellServerModule;
  bundles: Map<string, LoadedBundle>;
}

/** What a set of versions is: each remote's version with its entry's and server bundle's hashes. */
export function worldKey(releases: ReleaseManifest): string {
  return releases.remotes
    .map((remote) => `${remote.name}@${remote.version}#${remote.integrity ?? ''}#${remote.serverIntegrity ?? ''}`)
    .sort()
    .join(',');
}

interface ServerRendererOptions {
  /** The shell's server bundle on disk (its build's `server/server.cjs`). */
  shellBundleFile: string;
  apiOrigin: string;
  /** SERVER_BUNDLE_TOKEN: remote hosts serve their server bundles only to requests carrying it (docs/decisions/014). */
  serverBundleToken?: string;
  now?: () => number;
  /** How many renders run together, and how long one may wait for its turn (docs/decisions/039). */
  queue?: { atOnce: number; maxWaitMs: number };
  /** The host's read-through cache of the API's answers (docs/decisions/043): a render reads through it. */
  apiReads?: ApiReadCache;
  observer?: RenderObserver;
  log: RenderLog;
}

/** A rendered page, and how old the oldest kept answer it was rendered with is (undefined: all fresh). */
export type HostRenderResult = ServerRenderResult & { staleSeconds?: number };

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
  queue = { atOnce: SERVER_RENDERS_AT_ONCE, maxWaitMs: SERVER_RENDER_MAX_WAIT_MS },
  apiReads,
  observer = {},
  log,
}: ServerRendererOptions) {
  const renders = createRenderQueue(queue);
  const nodeRequire = createRequire(shellBundleFile);
  const shellCode = readFileSync(shellBundleFile, 'utf8');
  // Each set of versions renders in its own world (docs/decisions/021): what one version of a remote
  // registered on the server (RTK Query endpoints, caches) never reaches a page rendered with another.
  const worlds = new Map<string, World>();
  function worldFor(releases: ReleaseManifest): World {
    const key = worldKey(releases);
    let world = worlds.get(key);
    if (world) {
      worlds.delete(key);
    } else {
      world = { shell: evaluateShellBundle(shellCode, shellBundleFile, nodeRequire), bundles: new Map() };
      while (worlds.size >= SERVER_WORLDS_KEPT) worlds.delete(worlds.keys().next().value as string);
    }
    // Most recently used last.
    worlds.set(key, world);
    return world;
  }
  /** Versions published before server builds existed: their pages render in the browser; asked again after the TTL. */
  const withoutBundle = new Map<string, number>();

  /**
   * The remote's server bundle at `baseUrl`. With `integrity` (recorded when its version was pinned), a bundle
   * whose bytes do not match is refused, as the browser refuses a tampered entry: the page then renders in the
   * browser, from the entry the pin names.
   */
  async function remoteModule(
    world: World,
    worldId: string,
    baseUrl: string,
    integrity?: string,
  ): Promise<RemoteServerModule> {
    const { bundles, shell } = world;
    const url = baseUrl + SERVER_BUNDLE_PATH;
    const cached = bundles.get(url);
    const trusted = (bundle: LoadedBundle) => !integrity || bundle.digest === integrity;
    // A pinned version's bundle (its hash recorded at pin time) never changes: once loaded, it is kept. A host's
    // current build may, so it is looked at again after the TTL.
    if (cached && trusted(cached) && (integrity || now() - cached.checkedAt < SERVER_BUNDLE_TTL_MS)) {
      return cached.module;
    }
    const missingSince = withoutBundle.get(url);
    if (missingSince !== undefined && now() - missingSince < SERVER_BUNDLE_TTL_MS) {
      throw new ServerBundleUnavailableError(`${url} does not exist; the browser renders this remote's pages`);
    }
    let response: Response;
    try {
      response = await fetch(url, {
        signal: AbortSignal.timeout(SERVER_BUNDLE_READ_TIMEOUT_MS),
        headers: serverBundleToken ? { [SERVER_BUNDLE_TOKEN_HEADER]: serverBundleToken } : {},
      });
      if (response.status >= 500) throw new Error(`${url} answered ${response.status}`);
    } catch (error) {
      // The remote's host failing a look again (busy, its store away) is no reason to stop rendering with the
      // build already loaded (docs/decisions/043).
      if (cached && trusted(cached)) return cached.module;
      throw new ServerBundleUnavailableError(`${url} could not be read`, { cause: error });
    }
    if (response.status === 404) withoutBundle.set(url, now());
    if (!response.ok) throw new ServerBundleUnavailableError(`${url} answered ${response.status}`);
    withoutBundle.delete(url);
    const code = await response.text();
    const digest = `sha384-${createHash('sha384').update(code).digest('base64')}`;
    if (integrity && digest !== integrity) {
      throw new ServerBundleError(
        remoteOf(baseUrl),
        `${url} does not match the server bundle recorded when its version was pinned; refused`,
      );
    }
    // The same build is evaluated once: its modules (and React.lazy pages) stay loaded between requests. A new
    // build at the same address (a host's current build) renders this page, and the next starts a fresh world.
    if (cached && cached.digest !== digest) worlds.delete(worldId);
    let module: RemoteServerModule;
    try {
      module = cached?.digest === digest ? cached.module : evaluateRemoteBundle(code, baseUrl, shell, nodeRequire);
    } catch (error) {
      throw new ServerBundleError(remoteOf(baseUrl), `${url} could not be evaluated`, { cause: error });
    }
    bundles.set(url, { digest, checkedAt: now(), module });
    return module;
  }

  /** Which remote a bundle's base address is of, by the manifest the bundle was asked for with. */
  const remoteNamesByBase = new Map<string, string>();
  const remoteOf = (baseUrl: string) => remoteNamesByBase.get(baseUrl) ?? 'unknown';

  /** The server bundle of `remote`'s pinned version. */
  function pinnedModule(world: World, releases: ReleaseManifest, remote: string): Promise<RemoteServerModule> {
    const release = releases.remotes.find((candidate) => candidate.name === remote);
    if (!release) {
      return Promise.reject(new ServerBundleUnavailableError(`The release manifest has no version of "${remote}".`));
    }
    const baseUrl = remoteBaseUrl(release.manifestUrl);
    remoteNamesByBase.set(baseUrl, remote);
    return remoteModule(world, worldKey(releases), baseUrl, release.serverIntegrity);
  }

  /**
   * The handler a pinned remote's server bundle has for a form (by its id) or a route (`METHOD /path`), searched in
   * `remotes` (each remote's bundle as it is now); undefined when none has one, or none could be loaded.
   */
  async function findHandler(
    releases: ReleaseManifest,
    remotes: readonly RemoteName[],
    pick: (handlers: RemoteServerHandlers) => ServerHandler | undefined,
  ): Promise<{ remote: RemoteName; handler: ServerHandler } | undefined> {
    const world = worldFor(releases);
    for (const remote of remotes) {
      let module: RemoteServerModule;
      try {
        module = await pinnedModule(world, releases, remote);
      } catch (error) {
        log.error({ err: error, remote }, `The server bundle of "${remote}" could not be loaded for its handlers`);
        const brokenBundle = causeOf(error, ServerBundleError);
        if (brokenBundle)
          observer.rendered?.(releases, 'failed', 0, { remote: brokenBundle.remote, kind: 'server bundle' });
        continue;
      }
      const handler = pick(module.handlers);
      if (handler) return { remote, handler };
    }
    return undefined;
  }

  return {
    findHandler,
    /** The render queue's occupancy, for the host's metrics. */
    queue: renders,
    /** `renderNow` in its turn (docs/decisions/039). */
    async render(...request: Parameters<typeof renderNow>): Promise<HostRenderResult | undefined> {
      const turn = await renders.run(() => renderNow(...request));
      if (turn.started) {
        observer.queued?.(turn.waitedMs);
        return turn.value;
      }
      observer.rendered?.(request[1], 'not started', 0);
      log.warn({ url: request[0] }, 'A server render waited too long for its turn; the browser renders it');
      return undefined;
    },
  };

  /** Renders at once, within the time budget; undefined when it fails (the browser renders the page). */
  async function renderNow(
    url: string,
    releases: ReleaseManifest,
    cookieHeader?: string,
    formState?: FormPageState,
    renderedAt?: number,
  ): Promise<HostRenderResult | undefined> {
    const signal = AbortSignal.timeout(SERVER_RENDER_TIMEOUT_MS);
    const reads = apiReads?.session();
    const startedAt = performance.now();
    try {
      const world = worldFor(releases);
      const result = await world.shell.renderPage({
        url,
        ...(cookieHeader === undefined ? {} : { cookieHeader }),
        ...(formState === undefined ? {} : { formState }),
        ...(renderedAt === undefined ? {} : { renderedAt }),
        apiOrigin,
        ...(reads ? { fetch: reads.fetch } : {}),
        signal,
        loadPages: async (remote) => (await pinnedModule(world, releases, remote)).pages,
        async loadWidget(remote, expose) {
          const { widgets } = await pinnedModule(world, releases, remote);
          const load = Object.hasOwn(widgets, expose) ? widgets[expose] : undefined;
          if (!load) throw new Error(`The server bundle of "${remote}" has no widget "${expose}".`);
          return load();
        },
      });
      const staleSeconds = reads?.staleSeconds();
      observer.rendered?.(releases, 'rendered', performance.now() - startedAt);
      return staleSeconds === undefined ? result : { ...result, staleSeconds };
    } catch (error) {
      const ms = performance.now() - startedAt;
      const brokenBundle = causeOf(error, ServerBundleError);
      if (isTimeout(error) || signal.aborted) {
        observer.rendered?.(releases, 'timed out', ms);
      } else if (brokenBundle) {
        observer.rendered?.(releases, 'failed', ms, { remote: brokenBundle.remote, kind: 'server bundle' });
      } else if (causeOf(error, ServerBundleUnavailableError)) {
        observer.rendered?.(releases, 'failed', ms);
      } else {
        const owner = ownerOfPath(new URL(url, 'http://host').pathname) ?? 'shell';
        observer.rendered?.(releases, 'failed', ms, { remote: owner, kind: 'render' });
      }
      log.error({ err: error, url }, 'A server render failed; the browser renders the page');
      return undefined;
    }
  }
}
