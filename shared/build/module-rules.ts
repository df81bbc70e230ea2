import path from 'node:path';
import type { RuleSetRule } from '@rspack/core';

/** The shared library's sources, which every app compiles (its form fields, its page frame, its UI kit). */
const SHARED_SOURCES = path.resolve(import.meta.dirname, '../src');

/**
 * A CSS Module of the shared library gets the same class names in every
 * build that compiles it. By default a class name hashes the compiling
 * app's federation name, so the shell's server build named the form field's
 * input `pTzmU2` while the forms remote's stylesheet, the one the page
 * loads, defined `jiiss2`: the lead forms rendered unstyled. Here the hash
 * covers only the file's path within the repository and the class.
 */
export const SHARED_CSS_MODULE_GENERATOR = { localIdentName: 'site-[folder]-[name]__[local]' } as const;

/**
 * Ours: an SVG illustration becomes a WebP of twice its own size (docs/decisions/023), except an image of the
 * first view, imported as `./hero.svg?first-view`, and a drawing the page reads as SVG text to put into its
 * own DOM, imported as `./map.svg?svg-text`.
 */
export const SVG_RASTER_SCALE = 2;
const KEEP_SVG_QUERY = /^\?(first-view|svg-text)$/;

/**
 * How every build of an app reads its sources, in the browser and for the
 * server alike: TypeScript and JSX through SWC at `target`, CSS through
 * rspack's native CSS (Modules by file name), images and fonts as files, SVG
 * illustrations as WebP.
 */
export function moduleRules(target: string, { development = false } = {}): RuleSetRule[] {
  return [
    {
      test: /\.tsx?$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          target,
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development } },
        },
      },
      type: 'javascript/auto',
    },
    { test: /\.css$/, include: SHARED_SOURCES, type: 'css/auto', generator: SHARED_CSS_MODULE_GENERATOR },
    { test: /\.css$/, exclude: SHARED_SOURCES, type: 'css/auto' },
    { test: /\.(png|jpe?g|webp|avif|woff2?)$/, type: 'asset/resource' },
    // An image of the first view stays SVG: a few bytes that paint at once, where its WebP would come later.
    // So does a drawing read as text.
    { test: /\.svg$/, resourceQuery: KEEP_SVG_QUERY, type: 'asset/resource' },
    {
      test: /\.svg$/,
      resourceQuery: { not: [KEEP_SVG_QUERY] },
      type: 'asset/resource',
      generator: { filename: 'assets/[name].[contenthash:8].webp' },
      use: [{ loader: path.join(import.meta.dirname, 'svg-raster-loader.js'), options: { scale: SVG_RASTER_SCALE } }],
    },
  ];
}

/** Custom properties stay global: design tokens and swiper's theme variables must keep their names. */
export const CSS_PARSER = { 'css/auto': { namedExports: false, dashedIdents: false } } as const;
