import path from 'node:path';
import { rspack } from '@rspack/core';
import type { Configuration } from '@rspack/core';
import { CSS_PARSER, moduleRules } from './module-rules.ts';
import { reactRouterProductionAlias } from './react-router-production.ts';
import { SINGLETON_PACKAGES, packageOfRequest } from './singleton-shared.ts';
import { SERVER_BUNDLE_DIR, SERVER_BUNDLE_FILE, SERVER_HOST_MODULE } from '../server/server-bundle.ts';

interface ServerConfigOptions {
  /** The app's folder (where its package.json and src/ are). */
  appDir: string;
  /** The federation name: CSS class names are derived from it, as in the browser build. */
  uniqueName: string;
  /** The module the server bundle exports: a remote's routes module, or the shell's renderer. */
  entry: string;
  /**
   * The shell provides the singletons to the remotes' server bundles, as its
   * federation runtime does in the browser; a remote takes all of them from it.
   */
  role: 'shell' | 'remote';
}

/** Node 20 runs ES2022 natively. */
const SERVER_TARGET = 'es2022';

/** The npm packages among the singletons (the rest are our own `@site/shared` entries). */
const SINGLETON_NPM_PACKAGES = new Set(
  SINGLETON_PACKAGES.filter((request) => !request.startsWith('@site/')).map(packageOfRequest),
);

/**
 * The server build of an app (docs/decisions/008): one CommonJS file in
 * `dist/server/`, published with the browser build, that the shell's host
 * evaluates to render a route to HTML. It is the browser build's code for
 * Node: the same modules, CSS Modules as their class-name maps only (the
 * names match the browser's stylesheets), images as the URLs the browser
 * build emits. Singletons are not bundled: the shell's server bundle takes
 * the npm packages from Node and hands them and its `@site/shared` to every
 * remote's server bundle, so one React, one store and one router context
 * serve the whole page.
 */
export function createServerConfig({ appDir, uniqueName, entry, role }: ServerConfigOptions): Configuration {
  const isExternal = (request: string) =>
    role === 'remote'
      ? (SINGLETON_PACKAGES as readonly string[]).includes(request) || request === SERVER_HOST_MODULE
      : SINGLETON_NPM_PACKAGES.has(packageOfRequest(request));
  return {
    name: `${uniqueName}-server`,
    mode: 'production',
    target: ['node20', SERVER_TARGET],
    context: appDir,
    // A remote's asset URLs point at its own host, which only the renderer knows: the prelude sets the public path.
    entry: { server: role === 'remote' ? [path.join(import.meta.dirname, 'server-prelude.ts'), entry] : [entry] },
    devtool: false,
    output: {
      path: path.join(appDir, 'dist', SERVER_BUNDLE_DIR),
      filename: SERVER_BUNDLE_FILE,
      uniqueName,
      library: { type: 'commonjs2' },
      // One file: the renderer evaluates it whole, with no chunk loading over the network.
      asyncChunks: false,
      publicPath: role === 'shell' ? '/' : '',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    externalsType: 'commonjs',
    externals: [
      ({ request }, callback) => {
        if (request && isExternal(request)) return callback(undefined, request);
        return callback();
      },
    ],
    // The shell's bundle carries react-router's production build (the router facade the remotes get and its
    // StaticRouter are one copy of it); Node would load the development build (docs/decisions/032).
    resolve: { extensions: ['.ts', '.tsx', '.js', '.json'], alias: reactRouterProductionAlias },
    module: {
      parser: CSS_PARSER,
      generator: {
        'css/auto': { exportsOnly: true },
        // The browser build already wrote every image; the server only needs their URLs.
        'asset/resource': { emit: false },
      },
      rules: moduleRules(SERVER_TARGET),
    },
    plugins: [new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
  };
}
