/**
 * How long the shell waits for a remote's manifest and entry before it shows
 * the fallback. DESIGN.md asks for well under the runtime's 20 s default; the
 * walking-skeleton issue asks for the fallback within 5 s.
 */
export const REMOTE_LOAD_TIMEOUT_MS = 4000;

export const remoteFallbackCopy = {
  heading: 'This part of the site is not available right now',
  body: 'We could not load this page. Check your connection and try again.',
  retry: 'Retry',
} as const;

/** Every remote builds its entry under this name (federation `filename`); hosts and the shell rely on it. */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/** The folder a remote build is served from (its manifest's URL without the file name), ending in '/'. */
export function remoteBaseUrl(manifestUrl: string): string {
  return manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
}

/**
 * Ours (docs/decisions/010): after a failed load of the remote a server-rendered page needs, the browser tries
 * again after each of these waits, then every last one, until it hydrates. The page stays readable meanwhile.
 */
export const HYDRATION_RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000] as const;

/** The polite note a server-rendered page shows once its code has failed to load (never in place of the page). */
export const hydrationRetryCopy = {
  note: 'Some parts of this page could not load yet. You can still read it, follow its links and send its forms; we keep trying.',
  retry: 'Try again now',
} as const;

/** An app's server build: beside the browser build, in the same published artifact. */
export const SERVER_BUNDLE_DIR = 'server';
export const SERVER_BUNDLE_FILE = 'server.cjs';
/** The server bundle's path relative to the app's base URL; its hash is recorded when it is published. */
export const SERVER_BUNDLE_PATH = `${SERVER_BUNDLE_DIR}/${SERVER_BUNDLE_FILE}`;
