import { rspack } from '@rspack/core';
import type { Compiler } from '@rspack/core';
import { PAGE_ASSETS_FILE, PAGE_CHUNK_PREFIX, ROUTES_EXPOSE_GROUP, STARTUP_CHUNK_GROUP } from './page-assets.ts';
import type { AssetFiles, PageAssets } from './page-assets.ts';

/** How rspack names a consume-shared module: `consume shared module (<scope>) <share key>@<range> …`. */
const CONSUMED_SHARE_KEY = /^consume shared module \([^)]*\) (.+?)@/;

function filesOf(chunks: Iterable<{ files: ReadonlySet<string> }>): AssetFiles {
  const files = [...chunks].flatMap((chunk) => [...chunk.files]);
  return {
    js: files.filter((file) => file.endsWith('.js')).sort(),
    css: files.filter((file) => file.endsWith('.css')).sort(),
  };
}

/**
 * Writes `page-assets.json`: for the `./routes` expose, for every chunk
 * group named `page-<key>` and for the shell's boot chunk, the script and
 * style files it needs; for a page, also the singletons it consumes, so the
 * host can preload those the shell does not provide (the remote's own copy). The shell's
 * host reads it to emit preload hints for the route being served, so a page's
 * code downloads with the shell instead of after it (no request waterfall).
 */
export class PageAssetsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('PageAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PageAssetsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const assets: PageAssets = { routes: { js: [], css: [] }, pages: {}, startup: { js: [], css: [] } };
          for (const [name, group] of compilation.namedChunkGroups) {
            if (name === ROUTES_EXPOSE_GROUP) assets.routes = filesOf(group.chunks);
            else if (name === STARTUP_CHUNK_GROUP) assets.startup = filesOf(group.chunks);
            else if (name.startsWith(PAGE_CHUNK_PREFIX)) {
              const shared = new Set<string>();
              for (const chunk of group.chunks) {
                for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
                  const key = CONSUMED_SHARE_KEY.exec(module.identifier())?.[1];
                  if (key) shared.add(key);
                }
              }
              assets.pages[name.slice(PAGE_CHUNK_PREFIX.length)] = {
                ...filesOf(group.chunks),
                shared: [...shared].sort(),
              };
            }
          }
          compilation.emitAsset(PAGE_ASSETS_FILE, new rspack.sources.RawSource(`${JSON.stringify(assets, null, 1)}\n`));
        },
      );
    });
  }
}
