// The build-time half of the first-load budgets (issue 54): each production build fails when one of its entries or
// page chunks has grown past its share of bench/budgets.json. No bundler here, so the rules are unit-tested alone.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** What a build's file is to the page that loads it, each with its own budget. */
export type ChunkKind = 'shellEntry' | 'shellStartup' | 'remoteEntry' | 'page';

/** `chunksBrotliKb` in bench/budgets.json: brotli KB (1000 bytes) per kind of file. */
export type ChunkBudgets = Record<ChunkKind, number>;

export interface BuiltChunk {
  kind: ChunkKind;
  /** The chunk's name in the build (`main`, `content`, `page-home`) and the file it wrote. */
  name: string;
  file: string;
  brotliBytes: number;
}

/** The budgets file every build reads (the one the bench holds the pages to). */
export const BUDGETS_FILE = fileURLToPath(new URL('../../bench/budgets.json', import.meta.url));

export function readChunkBudgets(file = BUDGETS_FILE): ChunkBudgets {
  const { chunksBrotliKb } = JSON.parse(readFileSync(file, 'utf8')) as { chunksBrotliKb?: Partial<ChunkBudgets> };
  const kinds: ChunkKind[] = ['shellEntry', 'shellStartup', 'remoteEntry', 'page'];
  const missing = kinds.filter((kind) => typeof chunksBrotliKb?.[kind] !== 'number');
  if (!chunksBrotliKb || missing.length > 0) {
    throw new Error(`${file}: chunksBrotliKb has no budget for ${missing.join(', ')}`);
  }
  return chunksBrotliKb as ChunkBudgets;
}

/** Each built file over its kind's budget, in words the build prints as its error; none when all fit. */
export function chunkBudgetProblems(chunks: readonly BuiltChunk[], budgets: ChunkBudgets): string[] {
  return chunks
    .filter(({ kind, brotliBytes }) => brotliBytes / 1000 > budgets[kind])
    .map(
      ({ kind, name, file, brotliBytes }) =>
        `${file} (${kind} "${name}") is ${(brotliBytes / 1000).toFixed(1)} KB brotli, over its budget of ` +
        `${budgets[kind]} KB (chunksBrotliKb.${kind} in bench/budgets.json)`,
    );
}
