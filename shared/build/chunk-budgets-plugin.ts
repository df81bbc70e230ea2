import { brotliCompressSync, constants } from 'node:zlib';
import { rspack } from '@rspack/core';
import type { Compilation, Compiler } from '@rspack/core';
import { PAGE_CHUNK_PREFIX, STARTUP_CHUNK_GROUP } from '../server/page-assets.ts';
import { chunkBudgetProblems, readChunkBudgets } from './chunk-budgets.ts';
import type { BuiltChunk, ChunkBudgets, ChunkKind } from './chunk-budgets.ts';

type ChunkGroup = Compilation['chunkGroups'][number];

/** A script's brotli size: its build-time twin when PrecompressPlugin wrote one, else compressed here as hard. */
function brotliBytes(compilation: Compilation, file: string): number {
  const twin = compilation.getAsset(`${file}.br`);
  if (twin) return twin.source.size();
  const content = compilation.getAsset(file)?.source.buffer() ?? Buffer.alloc(0);
  return brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/** The scripts of a chunk group's own chunks (not the shared chunks it needs, which have budgets of their own). */
function scriptsOf(group: ChunkGroup, kind: ChunkKind): { kind: ChunkKind; name: string; file: string }[] {
  const name = group.name ?? '';
  return group.chunks
    .filter((chunk) => chunk.name === name)
    .flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')).map((file) => ({ kind, name, file })));
}

/**
 * Fails the build when an entry (the shell's `main`, a remote's container entry) or a page chunk (`page-<key>`,
 * the shell's start-up chunk) is over its brotli budget in bench/budgets.json (`chunksBrotliKb`). Runs after the
 * compressed twins are written, so it measures the bytes a host sends.
 */
export class ChunkBudgetsPlugin {
  constructor(
    private readonly isShell: boolean,
    private readonly budgets: () => ChunkBudgets = () => readChunkBudgets(),
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('ChunkBudgetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkBudgetsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files = [
            ...[...compilation.entrypoints.values()].flatMap((entry) =>
              scriptsOf(entry, this.isShell ? 'shellEntry' : 'remoteEntry'),
            ),
            ...[...compilation.namedChunkGroups.values()].flatMap((group) => {
              if (group.name?.startsWith(PAGE_CHUNK_PREFIX)) return scriptsOf(group, 'page');
              if (this.isShell && group.name === STARTUP_CHUNK_GROUP) return scriptsOf(group, 'shellStartup');
              return [];
            }),
          ];
          const built: BuiltChunk[] = files.map((file) => ({
            ...file,
            brotliBytes: brotliBytes(compilation, file.file),
          }));
          for (const problem of chunkBudgetProblems(built, this.budgets())) {
            compilation.errors.push(new rspack.WebpackError(`Over budget: ${problem}`));
          }
        },
      );
    });
  }
}
