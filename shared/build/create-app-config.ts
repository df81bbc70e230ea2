import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import type { Compiler, Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import type { moduleFederationPlugin } from '@module-federation/sdk';
import { createServerConfig } from './create-server-config.ts';
import { CSS_PARSER, moduleRules } from './module-rules.ts';
import { remoteNames } from '../src/config/apps.ts';
import { pageKeysOwnedBy } from '../src/routes/route-table.ts';
import { ChunkBudgetsPlugin } from './chunk-budgets-plugin.ts';
import { PageAssetsPlugin } from './page-assets-plugin.ts';
import { PrecompressPlugin } from './precompress-plugin.ts';
import { reactRouterProductionAlias } from './react-router-production.ts';

type FederationOptions = moduleFederationPlugin.ModuleFederationPluginOptions;

interface AppConfigOptions {
  /** The app's folder (where its package.json and src/ are). */
  appDir: string;
  /** A remote needs no entry of its own: federation adds its container. */
  entry?: Configuration['entry'];
  /** Dev-server port: the same as the production static server's. */
  port: number;
  federation: FederationOptions;
  /** Only the shell has an HTML page. */
  html?: { template: string };
  /**
   * Remotes use 'auto' so that a build works from whatever versioned URL it
   * is published at; the shell serves deep links, so its assets are rooted.
   */
  publicPath?: string;
  /** Dev-server settings only the shell needs (API proxy, history fallback). */
  devServer?: Configuration['devServer'];
}

/** The federation runtime packages' CommonJS builds, which have ESM twins beside them. */
const FEDERATION_CJS = /@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/;

/** Where a production build's source maps go: beside `dist/`, outside every folder a host serves or publishes. */
export const SOURCE_MAPS_DIR = 'source-maps';

/** Empties SOURCE_MAPS_DIR before a build writes it, as `output.clean` does dist/, so no map outlives its build. */
class CleanSourceMapsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.beforeRun.tap('CleanSourceMapsPlugin', () => {
      rmSync(path.join(compiler.options.context ?? '.', SOURCE_MAPS_DIR), { recursive: true, force: true });
    });
  }
}

/** The language level the site ships: every evergreen browser of the last three years runs it natively. */
const BROWSER_TARGET = 'es2022';

const isProduction = process.env.NODE_ENV !== 'development';

/** The page keys of the routes a remote owns (each a `page-<key>` chunk); none for the shell. */
function pageKeysOf(name: string | undefined): string[] | undefined {
  const remote = remoteNames.find((candidate) => candidate === name);
  return remote && pageKeysOwnedBy(remote);
}

/**
 * The one rspack configuration every app uses: TypeScript and JSX through
 * SWC, CSS Modules through rspack's native CSS, content-hashed assets, and
 * the federation plugin with the options from the app's federation config.
 */
export function createAppConfig(options: AppConfigOptions): Configuration {
  const {
    appDir,
    port,
    federation,
    html,
    devServer,
    entry = { main: './src/index.ts' },
    publicPath = 'auto',
  } = options;
  return {
    mode: isProduction ? 'production' : 'development',
    // Browsers that run ES2022 natively get our code as written, not down-levelled with helpers.
    target: ['web', BROWSER_TARGET],
    context: appDir,
    entry,
    // Production maps are build artifacts, never published (docs/decisions/014): no sourceMappingURL comment in the
    // scripts, and the maps are written beside dist/, in SOURCE_MAPS_DIR, which no host serves and no deploy copies.
    devtool: isProduction ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(appDir, 'dist'),
      publicPath,
      uniqueName: federation.name,
      filename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: isProduction ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: isProduction ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: isProduction ? '[name].[contenthash:8].css' : '[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      sourceMapFilename: `../${SOURCE_MAPS_DIR}/[file].map`,
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.json'],
      // Federation aliases its runtime wrapper to the CommonJS build; the ESM one tree-shakes (see FEDERATION_CJS).
      alias: {
        '@module-federation/runtime': fileURLToPath(import.meta.resolve('@module-federation/runtime')),
        ...(isProduction ? reactRouterProductionAlias : {}),
      },
    },
    module: {
      parser: CSS_PARSER,
      rules: moduleRules(BROWSER_TARGET, { development: !isProduction }),
    },
    plugins: [
      new ModuleFederationPlugin({ dts: false, shareStrategy: 'loaded-first', ...federation }),
      // Federation resolves its runtime packages as CommonJS, which the minifier cannot tree-shake; the ESM builds of
      // the same files let the unused SDK code (node loaders, snapshot tools, logger) drop out of every entry.
      new rspack.NormalModuleReplacementPlugin(FEDERATION_CJS, (resource: { request: string }) => {
        resource.request = resource.request.replace(/\.cjs$/, '.js');
      }),
      // Each app lists its pages' (a remote) or its boot files (the shell) for the shell's host to preload; a remote's
      // build fails when a route it owns has no page chunk of its own.
      new PageAssetsPlugin(pageKeysOf(federation.name)),
      // The entry script goes in the head (deferred), so it is requested before the hints the host adds.
      ...(html
        ? [
            new rspack.HtmlRspackPlugin({
              template: path.join(appDir, html.template),
              inject: 'head',
              scriptLoading: 'defer',
            }),
          ]
        : []),
      // Files served as they are, at fixed addresses (documents, images, the favicon).
      new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', noErrorOnMissing: true }] }),
      // Every text file also as .br and .gz, compressed once at build time as hard as each format allows.
      ...(isProduction ? [new PrecompressPlugin(), new CleanSourceMapsPlugin()] : []),
      // An entry or a page chunk past its budget in bench/budgets.json fails the build (docs/decisions/047).
      ...(isProduction ? [new ChunkBudgetsPlugin(Boolean(html))] : []),
    ],
    optimization: {
      minimize: isProduction,
    },
    performance: { hints: false },
    // Lazy compilation proxies dynamic imports through the dev server that
    // compiled them, which breaks when another origin (the shell) loads them.
    lazyCompilation: false,
    devServer: {
      host: '127.0.0.1',
      port,
      hot: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      ...devServer,
    },
  };
}

interface AppConfigsOptions extends AppConfigOptions {
  /** What the app's server build exports (docs/decisions/008): a remote's routes module, the shell's renderer. */
  server: { entry: string; role: 'shell' | 'remote' };
}

/** The browser build and, for production, the server build beside it (one `rspack build` makes both). */
export function createAppConfigs(options: AppConfigsOptions): Configuration | Configuration[] {
  const browser = createAppConfig(options);
  if (!isProduction) return browser;
  const uniqueName = options.federation.name ?? path.basename(options.appDir);
  const server = createServerConfig({ appDir: options.appDir, uniqueName, ...options.server });
  // After the browser build, whose output.clean empties dist/ (the server build writes into dist/server/).
  return [
    { ...browser, name: uniqueName },
    { ...server, dependencies: [uniqueName] },
  ];
}
