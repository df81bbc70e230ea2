import { ROUTES_EXPOSE } from '@site/shared';
import type { ReleaseManifest, RemoteName, RemotePages, RemoteRelease, RemoteRoutesModule } from '@site/shared';

/** The two federation runtime calls the registry needs, injectable for tests. */
export interface FederationRuntime {
  registerRemotes(remotes: { name: string; entry: string }[], options?: { force?: boolean }): void;
  loadRemote(id: string): Promise<unknown>;
}

export interface RemoteRegistry {
  /** The pages of one remote; rejects after `timeoutMs` or on any load failure. */
  loadPages(name: RemoteName): Promise<RemotePages>;
  /** Any other module a remote exposes, such as a widget another app mounts; no time limit. */
  loadExpose(name: RemoteName, expose: string): Promise<unknown>;
  /** Forgets a remote so that the next `loadPages` fetches its entry from the network again. */
  reset(name: RemoteName): void;
}

/** The browser's registry, which also hydrates the page the server rendered. */
export interface BrowserRemoteRegistry extends RemoteRegistry {
  /**
   * The pages of one remote with no time limit: for the page the server
   * rendered, which stays readable however slow the line (docs/decisions/010).
   * Rejects only when the load fails; once it succeeds, `loadPages` answers
   * with the same pages at once.
   */
  loadPagesPatiently(name: RemoteName): Promise<RemotePages>;
}

interface RegistryOptions {
  fetchManifest: () => Promise<ReleaseManifest>;
  runtime: FederationRuntime;
  timeoutMs: number;
}

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'RemoteLoadError';
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

function isRoutesModule(value: unknown): value is RemoteRoutesModule {
  return typeof value === 'object' && value !== null && typeof (value as RemoteRoutesModule).pages === 'object';
}

const toEntry = (release: RemoteRelease) => ({ name: release.name, entry: release.manifestUrl });

/**
 * Registers the remotes of the release manifest with the federation runtime
 * and loads a remote's routes module on demand: only the remote that owns
 * the current route is fetched.
 */
export function createRemoteRegistry({ fetchManifest, runtime, timeoutMs }: RegistryOptions): BrowserRemoteRegistry {
  let manifest: Promise<ReleaseManifest> | undefined;
  const loads = new Map<RemoteName, Promise<RemotePages>>();
  const failed = new Set<RemoteName>();

  function ensureManifest(): Promise<ReleaseManifest> {
    manifest ??= fetchManifest().then((loaded) => {
      runtime.registerRemotes(loaded.remotes.map(toEntry));
      return loaded;
    });
    manifest.catch(() => {
      manifest = undefined;
    });
    return manifest;
  }

  async function loadModule(name: RemoteName, expose: string): Promise<unknown> {
    const release = (await ensureManifest()).remotes.find((candidate) => candidate.name === name);
    if (!release) throw new RemoteLoadError(name, `The release manifest has no version of "${name}".`);
    if (failed.has(name)) {
      // The runtime caches a failed entry; re-registering clears it.
      runtime.registerRemotes([toEntry(release)], { force: true });
      failed.delete(name);
    }
    return runtime.loadRemote(`${name}/${expose.replace('./', '')}`);
  }

  async function load(name: RemoteName): Promise<RemotePages> {
    const module = await loadModule(name, ROUTES_EXPOSE);
    if (!isRoutesModule(module)) throw new RemoteLoadError(name, `"${name}" did not provide its routes.`);
    return module.pages;
  }

  return {
    loadPages(name) {
      let pages = loads.get(name);
      if (!pages) {
        pages = withTimeout(
          load(name),
          timeoutMs,
          () => new RemoteLoadError(name, `"${name}" did not load within ${timeoutMs} ms.`),
        );
        pages.catch((error: unknown) => {
          console.error(`Remote "${name}" failed to load`, error);
          loads.delete(name);
          failed.add(name);
        });
        loads.set(name, pages);
      }
      return pages;
    },
    loadPagesPatiently(name) {
      const loaded = loads.get(name);
      if (loaded) return loaded;
      const pages = load(name);
      pages.then(
        () => loads.set(name, pages),
        (error: unknown) => {
          console.error(`Remote "${name}" failed to load; trying again`, error);
          failed.add(name);
        },
      );
      return pages;
    },
    // No time limit: a widget's server HTML or fallback stays while it loads, however slow the line.
    loadExpose(name, expose) {
      const module = loadModule(name, expose);
      module.catch((error: unknown) => {
        console.error(`Module "${expose}" of remote "${name}" failed to load`, error);
        failed.add(name);
      });
      return module;
    },
    reset(name) {
      loads.delete(name);
      failed.add(name);
    },
  };
}
