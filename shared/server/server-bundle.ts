// Where an app's server build is and what it may ask its host for; no build tooling here (the host imports it).
export { SERVER_BUNDLE_DIR, SERVER_BUNDLE_FILE, SERVER_BUNDLE_PATH } from '../src/constants/federation.ts';
/**
 * The one module a remote's server bundle takes from the renderer that is not
 * a singleton: `{ publicPath }`, the remote's base URL, for its asset URLs.
 */
export const SERVER_HOST_MODULE = '@site/server-host';

/** What the renderer hands a remote's server bundle as `@site/server-host`. */
export interface ServerHostModule {
  publicPath: string;
}
