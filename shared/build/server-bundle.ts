// Where an app's server build is and what it may ask its host for; no build tooling here (the host imports it).
/** Beside the browser build, in the same published artifact. */
export const SERVER_BUNDLE_DIR = 'server';
export const SERVER_BUNDLE_FILE = 'server.cjs';
/** The bundle's path relative to the app's base URL. */
export const SERVER_BUNDLE_PATH = `${SERVER_BUNDLE_DIR}/${SERVER_BUNDLE_FILE}`;
/**
 * The one module a remote's server bundle takes from the renderer that is not
 * a singleton: `{ publicPath }`, the remote's base URL, for its asset URLs.
 */
export const SERVER_HOST_MODULE = '@site/server-host';

/** What the renderer hands a remote's server bundle as `@site/server-host`. */
export interface ServerHostModule {
  publicPath: string;
}
