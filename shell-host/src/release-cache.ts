// The shell host's copy of the live release manifest (issue 19, docs/decisions/024). Reading the manifest from the
// API for every page cost the host two thirds of its time per revalidated page. The API's release feed says when
// the manifest may have changed: while the feed is open, the manifest every visitor outside a canary gets is read
// once per change and kept; without the feed (not open yet, dropped, an API without one), every page reads it.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { EventSource } from 'eventsource';
import {
  RELEASE_FEED_EVENT,
  RELEASE_FEED_HEARTBEAT_EVENT,
  RELEASE_FEED_HEARTBEAT_MS,
  RELEASE_FEED_RETRY_MS,
  releaseFeedPath,
} from '@site/shared/contracts';
import type { ReleaseManifest } from '@site/shared/contracts';

/** Ours: after a failed read of the manifest, how long pages take the last good one without waiting on the API. */
export const MANIFEST_COOLDOWN_MS = 3_000;

export interface ReleaseCache {
  /**
   * The manifest for a visitor's bucket: the kept one, or `read(bucket)`'s, kept when every visitor gets it; while
   * the API cannot be read, the last good one (docs/decisions/043), also after a restart.
   */
  manifest(bucket: number): Promise<ReleaseManifest | undefined>;
  /** Whether a manifest `manifest()` gave is the last good one, not the API's answer now. */
  isStale(manifest: ReleaseManifest): boolean;
  close(): void;
}

/** Where the cache says what went wrong: the host's logger. */
export interface ReleaseCacheLog {
  error(detail: object, message: string): void;
}

/** The last good manifest every visitor got, kept on disk so a restarted host has it (docs/decisions/043). */
function lastGoodStore(file: string | undefined, log: ReleaseCacheLog) {
  let remembered: ReleaseManifest | undefined;
  return {
    keep(manifest: ReleaseManifest) {
      if (remembered && JSON.stringify(remembered) === JSON.stringify(manifest)) return;
      remembered = manifest;
      if (!file) return;
      try {
        mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
        const draft = `${file}.${process.pid}.tmp`;
        writeFileSync(draft, JSON.stringify(manifest), { mode: 0o600 });
        renameSync(draft, file);
      } catch (error) {
        log.error({ err: error }, 'The last good release manifest could not be kept on disk');
      }
    },
    get(): ReleaseManifest | undefined {
      if (remembered || !file) return remembered;
      try {
        remembered = JSON.parse(readFileSync(file, 'utf8')) as ReleaseManifest;
      } catch {
        return undefined;
      }
      return remembered;
    },
  };
}

/**
 * A manifest every visitor gets, whatever their bucket: no canary in flight (whose cohorts differ) and no health
 * check counting page loads (each read is a load it counts).
 */
const sharedByEveryone = (manifest: ReleaseManifest) => !manifest.canaryInFlight && !manifest.healthWatched;

export function createReleaseCache(
  apiOrigin: string,
  environment: string,
  read: (bucket: number) => Promise<ReleaseManifest | undefined>,
  /** Where the last good manifest is kept across restarts (DATA_DIR's); memory only without it. */
  lastGoodFile?: string,
  /** The host's logger. */
  log: ReleaseCacheLog = { error: () => undefined },
): ReleaseCache {
  const lastGood = lastGoodStore(lastGoodFile, log);
  const stale = new WeakSet<ReleaseManifest>();
  let failedAt = Number.NEGATIVE_INFINITY;
  let probedAt = Number.NEGATIVE_INFINITY;
  let kept: ReleaseManifest | undefined;
  /** Counts the feed's events and drops: a read that began before one may hold what it announced as gone. */
  let generation = 0;
  let open = false;
  const forget = () => {
    kept = undefined;
    generation += 1;
  };
  let feed: EventSource;
  let watchdog: NodeJS.Timeout | undefined;
  let closed = false;
  // A feed that went silent (a network that dropped it without a word) is as good as closed: the API sends
  // something at least every RELEASE_FEED_HEARTBEAT_MS.
  const heard = () => {
    clearTimeout(watchdog);
    watchdog = setTimeout(() => {
      forget();
      open = false;
      feed.close();
      connect();
    }, 2 * RELEASE_FEED_HEARTBEAT_MS).unref();
  };
  const connect = () => {
    feed = new EventSource(`${apiOrigin}${releaseFeedPath(environment)}`);
    feed.addEventListener(RELEASE_FEED_EVENT, () => {
      forget();
      open = true;
      heard();
    });
    feed.addEventListener(RELEASE_FEED_HEARTBEAT_EVENT, heard);
    feed.addEventListener('error', () => {
      forget();
      open = false;
      // A network error is retried by EventSource itself; an answer that is not a stream (a 502 from a proxy, an
      // API restarting) closes it for good: opened again here.
      if (feed.readyState === EventSource.CLOSED && !closed) {
        clearTimeout(watchdog);
        watchdog = setTimeout(connect, RELEASE_FEED_RETRY_MS).unref();
      }
    });
  };
  connect();

  return {
    async manifest(bucket) {
      if (open && kept) return kept;
      const staleCopy = () => {
        const fallback = lastGood.get();
        if (!fallback) return undefined;
        const copy = { ...fallback };
        stale.add(copy);
        return copy;
      };
      // While the API is failing, one read per cool-down asks it; the other pages take the last good one at once.
      const failing = Date.now() - failedAt < MANIFEST_COOLDOWN_MS;
      if (failing && Date.now() - probedAt < MANIFEST_COOLDOWN_MS && lastGood.get()) return staleCopy();
      if (failing) probedAt = Date.now();
      const readAt = generation;
      const manifest = await read(bucket);
      if (!manifest) {
        failedAt = Date.now();
        probedAt = failedAt;
        return staleCopy();
      }
      failedAt = Number.NEGATIVE_INFINITY;
      if (sharedByEveryone(manifest)) lastGood.keep(manifest);
      if (open && readAt === generation && sharedByEveryone(manifest)) kept = manifest;
      return manifest;
    },
    isStale: (manifest) => stale.has(manifest),
    close() {
      closed = true;
      clearTimeout(watchdog);
      feed.close();
      open = false;
      forget();
    },
  };
}
