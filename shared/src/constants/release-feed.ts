// The release feed (issue 19, docs/decisions/024): how a shell host learns that the live release manifest changed,
// so it reads the manifest once per change instead of once per page. Ours: the specs say nothing of releases.

/** The feed's address under the API, for one environment: a `text/event-stream` that stays open. */
export const releaseFeedPath = (environment: string) => `/api/releases/${encodeURIComponent(environment)}/changes`;
/** The event the feed sends when it opens and whenever the environment's shared manifest may have changed. */
export const RELEASE_FEED_EVENT = 'release';
/**
 * How often the API looks for a change it did not make itself (the content revision moved, another process wrote
 * the registry). A change the API makes is sent before the request that made it is answered.
 */
export const RELEASE_FEED_POLL_MS = 250;
/**
 * An event this often keeps the feed's connection open through proxies that close idle ones, and tells the host
 * the feed is alive: a host that hears nothing for twice as long opens it again.
 */
export const RELEASE_FEED_HEARTBEAT_MS = 15_000;
export const RELEASE_FEED_HEARTBEAT_EVENT = 'heartbeat';
/** How long a host waits before opening the feed again after it closed; meanwhile it reads the manifest per page. */
export const RELEASE_FEED_RETRY_MS = 1_000;
/**
 * Feeds one client may hold open at once: a shell host holds one per environment, a machine may run a few hosts.
 * More are refused (429), so nobody can hold the API's connections with feeds.
 */
export const RELEASE_FEED_MAX_PER_CLIENT = 8;
