// `npm run bench:summary -- a.json b.json c.json`: docs/performance.md's bench tables from the reports of whole
// bench runs (each run writes `.data/bench/report.json`; copy it aside after each), both modes. Each cell is the
// median of the runs' medians with their min–max; each run's result is checked against bench/budgets.json again.
// The tables replace those between the document's markers (`withSummary`) and are printed too.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lib/apps.ts';
import { summarise, withSummary } from './lib/bench-summary.ts';
import type { BenchReport, Budgets } from './lib/bench-budgets.ts';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: npm run bench:summary -- <report.json> [<report.json> …] (one per whole bench run)');
  process.exit(2);
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
