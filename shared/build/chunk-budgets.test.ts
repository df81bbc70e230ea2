import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { BUDGETS_FILE, chunkBudgetProblems, readChunkBudgets } from './chunk-budgets.ts';
import type { ChunkBudgets } from './chunk-budgets.ts';

const budgets: ChunkBudgets = { shellEntry: 25, shellStartup: 11, remoteEntry: 8.5, page: 9 };
const fixture = path.join(__dirname, 'fixtures', 'chunk-budgets');
const rspack = path.join(__dirname, '..', '..', 'node_modules', '.bin', 'rspack');

/** Builds the fixture (an entry and a `page-fixture` chunk) against these budgets, as `rspack build` does. */
function buildFixture(fixtureBudgets: ChunkBudgets) {
  const dir = mkdtempSync(path.join(tmpdir(), 'chunk-budgets-'));
  const file = path.join(dir, 'budgets.json');
  writeFileSync(file, JSON.stringify({ chunksBrotliKb: fixtureBudgets }));
  const result = spawnSync(rspack, ['build', '-c', path.join(fixture, 'rspack.config.ts')], {
    encoding: 'utf8',
    env: { ...process.env, CHUNK_BUDGETS_FILE: file, CHUNK_BUDGETS_OUT: path.join(dir, 'dist') },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('chunkBudgetProblems', () => {
  it('names each file over its kind’s budget, with its size and the budget', () => {
    const problems = chunkBudgetProblems(
      [
        { kind: 'remoteEntry', name: 'content', file: 'remoteEntry.js', brotliBytes: 8_400 },
        { kind: 'page', name: 'page-home', file: 'page-home.1a2b.js', brotliBytes: 9_050 },
        { kind: 'shellEntry', name: 'main', file: 'main.3c4d.js', brotliBytes: 25_000 },
      ],
      budgets,
    );

    expect(problems).toEqual([
      'page-home.1a2b.js (page "page-home") is 9.1 KB brotli, over its budget of 9 KB (chunksBrotliKb.page in bench/budgets.json)',
    ]);
  });

  it('reads the budgets the bench holds pages to, and refuses a file without one for every kind', () => {
    expect(Object.keys(readChunkBudgets(BUDGETS_FILE)).sort()).toEqual([
      'page',
      'remoteEntry',
      'shellEntry',
      'shellStartup',
    ]);
    const dir = mkdtempSync(path.join(tmpdir(), 'chunk-budgets-'));
    writeFileSync(path.join(dir, 'budgets.json'), JSON.stringify({ chunksBrotliKb: { page: 9 } }));
    expect(() => readChunkBudgets(path.join(dir, 'budgets.json'))).toThrow(/no budget for shellEntry/);
  });
});

describe('a production build', () => {
  it('fails when a page chunk is over its budget, naming the file', () => {
    const { status, output } = buildFixture({ ...budgets, page: 1 });

    expect(status).not.toBe(0);
    expect(output).toMatch(/Over budget: page-fixture\.js \(page "page-fixture"\) is 3\.\d KB brotli/);
  });

  it('fails when an entry is over its budget, and passes within the budgets', () => {
    const over = buildFixture({ ...budgets, shellEntry: 0.1 });
    expect(over.status).not.toBe(0);
    expect(over.output).toMatch(/Over budget: main\.js \(shellEntry "main"\)/);

    const within = buildFixture(budgets);
    expect(within.output).not.toMatch(/Over budget/);
    expect(within.status).toBe(0);
  });
});
