// `npm run bench:summary [-- a.json b.json c.json]`: docs/performance.md's bench tables from the reports of whole
// bench runs, both modes: those named, or else the latest three each run keeps in `.data/bench/runs/`. Each cell is the
// median of the runs' medians with their min–max; each run's result is checked against bench/budgets.json again.
// The tables replace those between the document's markers (`withSummary`) and are printed too.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lib/apps.ts';
import { summarise, withSummary } from './lib/bench-summary.ts';
import type { BenchReport, Budgets } from './lib/bench-budgets.ts';

/** How many of the latest whole runs the figures are the median of. */
const LATEST_RUNS = 3;
const runsDir = path.join(repoRoot, '.data', 'bench', 'runs');
const stored = existsSync(runsDir)
  ? readdirSync(runsDir)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .slice(-LATEST_RUNS)
      .map((name) => path.join(runsDir, name))
  : [];
const files = process.argv.length > 2 ? process.argv.slice(2) : stored;
if (files.length === 0) {
  console.error(
    `No bench run is stored in ${path.relative(repoRoot, runsDir)}: run \`npm run bench\` (three times), or name reports: ` +
      'npm run bench:summary -- <report.json> …',
  );
  process.exit(1);
}
const budgets = JSON.parse(readFileSync(path.join(repoRoot, 'bench', 'budgets.json'), 'utf8')) as Budgets;
const reports = files.map((file) => JSON.parse(readFileSync(file, 'utf8')) as BenchReport);
const summary = [
  `${reports.length} whole bench run(s): ${reports.map((report) => report.at).join(', ')}.`,
  summarise(reports, budgets),
].join('\n\n');
const document = path.join(repoRoot, 'docs', 'performance.md');
const before = existsSync(document) ? readFileSync(document, 'utf8') : '# Performance\n';
writeFileSync(document, withSummary(before, summary));
console.log(summary);
console.log(`\nWritten to ${path.relative(repoRoot, document)}.`);
