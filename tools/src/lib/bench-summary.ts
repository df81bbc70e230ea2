// What docs/performance.md carries, worked out from the bench's reports (`.data/bench/report.json` of each run, and
// the runs kept in `.data/bench/runs/`), so that its tables are the runs' figures and nothing picked by hand: each
// cell is the median of the runs' medians with the min–max of those medians, never a best run.
import { checkBudgets } from './bench-budgets.ts';
import type { BenchReport, Budgets } from './bench-budgets.ts';
import type { ApiLoad } from './bench-api.ts';
import type { RouteMedian } from './bench-lighthouse.ts';

export interface Spread {
  median: number;
  min: number;
  max: number;
}

/** The median (the middle value; the upper of the two middle ones for an even count, as `medianRun` takes it). */
export function spreadOf(values: readonly number[]): Spread {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return {
    median: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN,
    min: sorted[0] ?? Number.NaN,
    max: sorted[sorted.length - 1] ?? Number.NaN,
  };
}

const grouped = (value: number, digits: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const whole = (value: number) => grouped(value, 0);

/** `1,084 (1,082–1,106)`; a figure no run had is `–`. */
export function formatSpread({ median, min, max }: Spread, digits = 0): string {
  if (Number.isNaN(median)) return '–';
  return `${grouped(median, digits)} (${grouped(min, digits)}–${grouped(max, digits)})`;
}

/** A Markdown table with its columns padded as Prettier pads them, so the written document passes its check. */
function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((cell, column) =>
    Math.max(3, cell.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${widths.map((width, column) => (cells[column] ?? '').padEnd(width)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/** Every route any report measured, in the order the first report that has it measured it. */
function routesOf(reports: readonly BenchReport[]): string[] {
  return [...new Set(reports.flatMap((report) => Object.keys(report.lighthouse)))];
}

/** The loads under one name (`/api/guide/data`, a shell host's figure) in every report that has it. */
function loadsOf(reports: readonly BenchReport[]): Map<string, ApiLoad[]> {
  const loads = new Map<string, ApiLoad[]>();
  for (const report of reports) {
    for (const load of [...report.api, ...report.shellHost, ...report.engines.flatMap((engine) => engine.loads)]) {
      loads.set(load.path, [...(loads.get(load.path) ?? []), load]);
    }
  }
  return loads;
}

/** The tables for these runs: what each run broke, every route, the loads, and the build. */
export function summarise(reports: readonly BenchReport[], budgets: Budgets): string {
  const runs = reports.map((report, index) => {
    const broken = checkBudgets(report, budgets);
    const indexes = Object.values(report.lighthouse).flatMap((route) => [
      route.spread.benchmarkIndex.min,
      route.spread.benchmarkIndex.max,
    ]);
    const machine = spreadOf(indexes);
    return [
      `${index + 1} (${report.at})`,
      `${whole(machine.min)}–${whole(machine.max)}`,
      String(report.warnings.length),
      broken.length === 0 ? 'Every budget met' : `${broken.length} broken: ${broken.join('; ')}`,
    ];
  });
  const of = (route: string) =>
    reports.map((report) => report.lighthouse[route]).filter((run): run is RouteMedian => run !== undefined);
  const figure = (medians: RouteMedian[], pick: (run: RouteMedian) => number, digits = 0) =>
    formatSpread(spreadOf(medians.map(pick)), digits);
  const routes = routesOf(reports).map((route) => {
    const medians = of(route);
    return [
      route,
      medians.map((run) => run.runs).join(', '),
      figure(medians, (run) => run.performance),
      figure(medians, (run) => run.lcpMs),
      figure(medians, (run) => run.tbtMs),
      spreadOf(medians.map((run) => run.cls)).median.toFixed(3),
      figure(medians, (run) => run.benchmarkIndex),
      spreadOf(medians.map((run) => run.scriptGzipKb)).median.toFixed(1),
    ];
  });
  const loads = [...loadsOf(reports)].map(([path, each]) => [
    path,
    formatSpread(spreadOf(each.map((load) => load.requestsPerSecond))),
    formatSpread(spreadOf(each.map((load) => load.p99Ms))),
    each.map((load) => load.errors).join(', '),
  ]);
  const build = [
    ['everything', formatSpread(spreadOf(reports.map((report) => report.build.fullSeconds)), 1)],
    ['one remote', formatSpread(spreadOf(reports.map((report) => report.build.oneRemoteSeconds)), 1)],
  ];
  return [
    table(['run (report written)', 'benchmarkIndex', 'warnings', 'result'], runs),
    table(['route', 'runs', 'Performance', 'LCP ms', 'TBT ms', 'CLS', 'benchmarkIndex', 'script KB gz'], routes),
    table(['load', 'req/s', 'p99 ms', 'errors in each run'], loads),
    table(['build', 'seconds'], build),
  ].join('\n\n');
}

/** A stored report; a bench with more than one mode names it (`slow`: the CPU slowed 8×), older reports do not. */
export type StoredReport = BenchReport & { mode?: string };

/** How many of the latest whole runs of each mode the figures are the median of. */
export const RUNS_SUMMARISED = 3;

const NORMAL_MODE = 'normal';
const modeOf = (report: StoredReport) => report.mode ?? NORMAL_MODE;

/** The latest runs of each mode (each report once, by when it was written), the normal mode first. */
export function latestRunsByMode(
  reports: readonly StoredReport[],
  count = RUNS_SUMMARISED,
): Map<string, StoredReport[]> {
  const unique = [...new Map(reports.map((report) => [`${modeOf(report)} ${report.at}`, report])).values()];
  const byMode = new Map<string, StoredReport[]>();
  for (const report of unique.sort((a, b) => a.at.localeCompare(b.at))) {
    byMode.set(modeOf(report), [...(byMode.get(modeOf(report)) ?? []), report]);
  }
  const modes = [...byMode.keys()].sort(
    (a, b) => Number(b === NORMAL_MODE) - Number(a === NORMAL_MODE) || a.localeCompare(b),
  );
  return new Map(modes.map((mode) => [mode, (byMode.get(mode) ?? []).slice(-count)]));
}

export const NO_RUNS =
  'No bench runs are stored, so there are no figures. Run `npm run bench` (each run keeps its report in ' +
  '`.data/bench/`), three times for the medians, then `npm run bench:summary`.';

/** docs/performance.md: per mode, the median of the latest three whole runs with their spread. */
export function performanceDocument(reports: readonly StoredReport[], budgets: Budgets): string {
  const byMode = latestRunsByMode(reports);
  const sections = [...byMode].map(([mode, runs]) => {
    const heading =
      byMode.size > 1 || mode !== NORMAL_MODE ? [`## ${mode === NORMAL_MODE ? 'Normal' : mode} mode`, ''] : [];
    const few =
      runs.length < RUNS_SUMMARISED ? ` (only ${runs.length} stored; the figures need ${RUNS_SUMMARISED})` : '';
    return [
      ...heading,
      `From the latest ${runs.length} whole run${runs.length === 1 ? '' : 's'}${few}. Each cell is the median of the ` +
        'runs\' medians with the min–max of those medians; "runs" is how many Lighthouse runs each median is of.',
      '',
      summarise(runs, budgets),
    ].join('\n');
  });
  return [
    '# Performance',
    '',
    'Written by `npm run bench:summary` from the stored reports of `npm run bench`; do not edit by hand. What the ' +
      "bench measures and its budgets: [bench.md](bench.md). Earlier figures are in this file's git history.",
    '',
    sections.length === 0 ? NO_RUNS : sections.join('\n\n'),
    '',
  ].join('\n');
}
