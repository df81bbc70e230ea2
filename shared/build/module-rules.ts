import type { RuleSetRule } from '@rspack/core';

/**
 * How every build of an app reads its sources, in the browser and for the
 * server alike: TypeScript and JSX through SWC at `target`, CSS through
 * rspack's native CSS (Modules by file name), images and fonts as files.
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
    { test: /\.css$/, type: 'css/auto' },
    { test: /\.(png|jpe?g|webp|avif|svg|woff2?)$/, type: 'asset/resource' },
  ];
}

/** Custom properties stay global: design tokens and swiper's theme variables must keep their names. */
export const CSS_PARSER = { 'css/auto': { namedExports: false, dashedIdents: false } } as const;
