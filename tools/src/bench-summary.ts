// `npm run bench:summary [-- a.json b.json c.json]`: writes docs/performance.md from the latest three whole bench runs
// of each mode: the reports named, or else every report stored under `.data/bench/` (`report.json`, which each run
// writes, and the runs kept in `runs/`). Each cell is the median of the runs' medians with their min–max; each run's
// result is checked against bench/budgets.json again. With no stored run it says so and leaves the document alone.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lib/apps.ts';
import { NO_RUNS, performanceDocument } from './lib/bench-summary.ts';
import type { StoredReport } from './lib/bench-summary.ts';
import type { Budgets } from './lib/bench-budgets.ts';

const STORED_RUNS_DIR = path.join(repoRoot, '.data', 'bench');
const DOCUMENT = path.join(repoRoot, 'docs', 'performance.md');

/** Every JSON report under `.data/bench/`, however deep. */
function storedReportFiles(): string[] {
  if (!existsSync(STORED_RUNS_DIR)) return [];
  return readdirSync(STORED_RUNS_DIR, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const named = process.argv.slice(2);
const files = named.length > 0 ? named : storedReportFiles();
const reports = files
  .map((file) => JSON.parse(readFileSync(file, 'utf8')) as StoredReport)
  .filter((report) => typeof report.at === 'string' && report.lighthouse !== undefined);

if (reports.length === 0) {
  console.error(
    `${NO_RUNS}\n(Looked in ${path.relative(repoRoot, STORED_RUNS_DIR)}/; docs/performance.md is unchanged.)`,
  );
  process.exit(1);
}
const budgets = JSON.parse(readFileSync(path.join(repoRoot, 'bench', 'budgets.json'), 'utf8')) as Budgets;
writeFileSync(DOCUMENT, performanceDocument(reports, budgets));
console.log(`Wrote ${path.relative(repoRoot, DOCUMENT)} from ${reports.length} stored report(s).`);
