// The shell host's copy of the live release manifest (issue 19, docs/decisions/024). Reading the manifest from the
// API for every page cost the host two thirds of its time per revalidated page. The API's release feed says when
// the manifest may have changed: while the feed is open, the manifest every visitor outside a canary gets is read
// once per change and kept; without the feed (not open yet, dropped, an API without one), every page reads it.
import { EventSource } from 'eventsource';
import {
  RELEASE_FEED_EVENT,
  RELEASE_FEED_HEARTBEAT_EVENT,
  RELEASE_FEED_HEARTBEAT_MS,
  RELEASE_FEED_RETRY_MS,
  releaseFeedPath,
} from '@site/shared/contracts';
import type { ReleaseManifest } from '@site/shared/contracts';

export interface ReleaseCache {
  /** The manifest for a visitor's bucket: the kept one, or `read(bucket)`'s, kept when every visitor gets it. */
  manifest(bucket: number): Promise<ReleaseManifest | undefined>;
  close(): void;
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
): ReleaseCache {
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
      const readAt = generation;
      const manifest = await read(bucket);
      if (open && manifest && readAt === generation && sharedByEveryone(manifest)) kept = manifest;
      return manifest;
    },
    close() {
      closed = true;
      clearTimeout(watchdog);
      feed.close();
      open = false;
      forget();
    },
  };
}
