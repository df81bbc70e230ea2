import { rspack } from '@rspack/core';
import type { Compilation, Compiler } from '@rspack/core';
import {
  PAGE_ASSETS_FILE,
  PAGE_CHUNK_PREFIX,
  PART_CHUNK_PREFIX,
  ROUTES_EXPOSE_GROUP,
  STARTUP_CHUNK_GROUP,
  isExposeChunkGroup,
  pageChunkProblems,
} from '../server/page-assets.ts';
import type { AssetFiles, PageAssets, PageFiles } from '../server/page-assets.ts';

/** How rspack names a consume-shared module: `consume shared module (<scope>) <share key>@<range> …`. */
const CONSUMED_SHARE_KEY = /^consume shared module \([^)]*\) (.+?)@/;
/** How rspack names a provide-shared module: `provide shared module (<scope>) <share key>@<version> = …`. */
const PROVIDED_SHARE_KEY = /^provide shared module \([^)]*\) (.+?)@/;

type ChunkGroup = Compilation['chunkGroups'][number];
type Chunk = ChunkGroup['chunks'][number];

function filesOf(chunks: Iterable<Chunk>): AssetFiles {
  const files = [...chunks].flatMap((chunk) => [...chunk.files]);
  return {
    js: [...new Set(files.filter((file) => file.endsWith('.js')))].sort(),
    css: [...new Set(files.filter((file) => file.endsWith('.css')))].sort(),
  };
}

/** The files of some chunk groups and the singletons their code consumes. */
function pageFilesOf(compilation: Compilation, groups: ChunkGroup[]): PageFiles {
  const chunks = groups.flatMap((group) => group.chunks);
  const shared = new Set<string>();
  for (const chunk of chunks) {
    for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
      const key = CONSUMED_SHARE_KEY.exec(module.identifier())?.[1];
      if (key) shared.add(key);
    }
  }
  return { ...filesOf(chunks), shared: [...shared].sort() };
}

/**
 * Some code's files, with the stylesheets of the parts it loads later (`part-<name>` chunks, however deep), so the
 * server's HTML for those parts is styled before their code comes, and nothing moves when it does.
 */
function withPartStylesheets(files: PageFiles, groups: ChunkGroup[]): PageFiles {
  const seen = new Set<string>();
  const css = new Set(files.css);
  const queue = groups.flatMap((group) => group.childrenIterable);
  for (let group = queue.shift(); group; group = queue.shift()) {
    const key = group.chunks.map((chunk) => chunk.id ?? chunk.name).join();
    if (seen.has(key)) continue;
    seen.add(key);
    if (group.name?.startsWith(PART_CHUNK_PREFIX)) for (const file of filesOf(group.chunks).css) css.add(file);
    queue.push(...group.childrenIterable);
  }
  return { ...files, css: [...css].sort() };
}

/** The share key a chunk group provides, when it is the one a provided singleton's factory loads. */
function providedKeyOf(group: ChunkGroup): string | undefined {
  for (const origin of group.origins) {
    const key = origin.module && PROVIDED_SHARE_KEY.exec(origin.module.identifier())?.[1];
    if (key) return key;
  }
  return undefined;
}

/**
 * Writes `page-assets.json`: for the `./routes` expose and every other, for every chunk
 * group named `page-<key>` and for the shell's start-up (its boot chunk and
 * the other imports of the module that imports it), the script and style
 * files and the singletons they consume; and for every singleton the build
 * provides, the files of its own copy. The shell's host reads it to emit
 * preload hints for exactly what the route being served will run, so a page's
 * code downloads with the shell instead of after it (no request waterfall)
 * and nothing downloads that will not run.
 */
export class PageAssetsPlugin {
  /**
   * @param pageKeys a remote's page keys (`pageKeyOf` of each route it owns): the build fails when one has no
   * `page-<key>` chunk, or a page chunk has no route, instead of the host preloading nothing for that page.
   */
  constructor(private readonly pageKeys?: readonly string[]) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('PageAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PageAssetsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const none: PageFiles = { js: [], css: [], shared: [] };
          const exposes: Record<string, PageFiles> = {};
          const assets: PageAssets = { routes: none, exposes, pages: {}, startup: none, provided: {} };
          for (const [name, group] of compilation.namedChunkGroups) {
            if (name === ROUTES_EXPOSE_GROUP) assets.routes = pageFilesOf(compilation, [group]);
            else if (isExposeChunkGroup(name)) exposes[name] = pageFilesOf(compilation, [group]);
            else if (name.startsWith(PAGE_CHUNK_PREFIX)) {
              const page = pageFilesOf(compilation, [group]);
              assets.pages[name.slice(PAGE_CHUNK_PREFIX.length)] = withPartStylesheets(page, [group]);
            }
          }
          const boot = compilation.namedChunkGroups.get(STARTUP_CHUNK_GROUP);
          const bootImporters = new Set(boot?.origins.map((origin) => origin.module?.identifier()).filter(Boolean));
          const startupGroups: ChunkGroup[] = [];
          for (const group of compilation.chunkGroups) {
            const key = providedKeyOf(group);
            if (key) assets.provided[key] = pageFilesOf(compilation, [group]);
            else if (group.origins.some((origin) => bootImporters.has(origin.module?.identifier()))) {
              startupGroups.push(group);
            }
          }
          if (boot) assets.startup = pageFilesOf(compilation, startupGroups);
          for (const problem of pageChunkProblems(this.pageKeys, Object.keys(assets.pages))) {
            compilation.errors.push(new rspack.WebpackError(problem));
          }
          compilation.emitAsset(PAGE_ASSETS_FILE, new rspack.sources.RawSource(`${JSON.stringify(assets, null, 1)}\n`));
        },
      );
    });
  }
}
