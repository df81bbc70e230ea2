// What docs/performance.md's bench tables carry, worked out from the bench's reports (`.data/bench/report.json`
// of each run), so that its tables are the runs' figures and nothing picked by hand: each cell is the median of
// the runs' medians with the min–max of those medians, never a best run.
import { checkBudgets, checkSlowBudgets } from './bench-budgets.ts';
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

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
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

const verdict = (broken: readonly string[]) =>
  broken.length === 0 ? 'Every budget met' : `${broken.length} broken: ${broken.join('; ')}`;

/** The tables for these runs, both modes: what each run broke, every route, the loads, and the build. */
export function summarise(reports: readonly BenchReport[], budgets: Budgets): string {
  const runs = reports.map((report, index) => {
    const indexes = Object.values(report.lighthouse).flatMap((route) => [
      route.spread.benchmarkIndex.min,
      route.spread.benchmarkIndex.max,
    ]);
    const machine = spreadOf(indexes);
    return [
      `${index + 1} (${report.at})`,
      `${whole(machine.min)}–${whole(machine.max)}`,
      String(report.warnings.length),
      verdict(checkBudgets(report, budgets)),
      verdict(checkSlowBudgets(report, budgets)),
    ];
  });
  const of = (route: string) =>
    reports.map((report) => report.lighthouse[route]).filter((run): run is RouteMedian => run !== undefined);
  const slowOf = (route: string) =>
    reports.map((report) => report.slow?.lighthouse[route]).filter((run): run is RouteMedian => run !== undefined);
  const figure = (medians: RouteMedian[], pick: (run: RouteMedian) => number, digits = 0) =>
    formatSpread(spreadOf(medians.map(pick)), digits);
  const routes = routesOf(reports).map((route) => {
    const medians = of(route);
    const slow = slowOf(route);
    return [
      route,
      medians.map((run) => run.runs).join(', '),
      figure(medians, (run) => run.performance),
      figure(medians, (run) => run.lcpMs),
      figure(medians, (run) => run.tbtMs),
      figure(slow, (run) => run.tbtMs),
      spreadOf(medians.map((run) => run.cls)).median.toFixed(3),
      figure(medians, (run) => run.benchmarkIndex),
      figure(medians, (run) => run.scriptBrotliKb, 1),
      String(spreadOf(medians.map((run) => run.renderBlockingStylesheets)).median),
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
    table(['run (report written)', 'benchmarkIndex', 'warnings', 'normal mode', 'slow mode'], runs),
    table(
      [
        'route',
        'runs',
        'Performance',
        'LCP ms',
        'TBT ms',
        `TBT ms, slow (CPU ${budgets.slow.cpuSlowdownMultiplier}×)`,
        'CLS',
        'benchmarkIndex',
        'script KB br',
        'blocking CSS',
      ],
      routes,
    ),
    table(['load', 'req/s', 'p99 ms', 'errors in each run'], loads),
    table(['build', 'seconds'], build),
  ].join('\n\n');
}

/** Where `npm run bench:summary` writes its tables in docs/performance.md: between these two lines, nothing else. */
export const SUMMARY_START = '<!-- bench:summary:start (npm run bench:summary writes what follows) -->';
export const SUMMARY_END = '<!-- bench:summary:end -->';

/** The document with the summary between its markers, or, in a document without them, at its end. */
export function withSummary(document: string, summary: string): string {
  const block = `${SUMMARY_START}\n\n${summary}\n\n${SUMMARY_END}`;
  const start = document.indexOf(SUMMARY_START);
  const end = document.indexOf(SUMMARY_END);
  if (start === -1 || end < start) return `${document.trimEnd()}\n\n${block}\n`;
  return `${document.slice(0, start)}${block}${document.slice(end + SUMMARY_END.length)}`;
}
