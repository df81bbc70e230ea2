// Bench reports for tests: a report, a route's Lighthouse run and its median, each holding every budget unless changed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './apps.ts';
import type { BenchReport, Budgets } from './bench-budgets.ts';
import type { RouteMedian, RouteRun } from './bench-lighthouse.ts';

/** bench/budgets.json, as the bench reads it. */
export const budgets = JSON.parse(readFileSync(path.join(repoRoot, 'bench', 'budgets.json'), 'utf8')) as Budgets;

export const load = (pathLabel: string, requestsPerSecond: number, errors = 0) => ({
  path: pathLabel,
  requestsPerSecond,
  p50Ms: 2,
  p99Ms: 10,
  errors,
});
export const report = (changes: Partial<BenchReport> = {}): BenchReport => ({
  at: '2026-11-27T00:00:00Z',
  runs: 3,
  lighthouse: {},
  warnings: [],
  build: {
    fullSeconds: 10,
    oneRemoteSeconds: 2,
    entries: { content: 9, insights: 9, careers: 9, forms: 9 },
    shared: {},
  },
  api: [load('/api/guide/data', 25_000)],
  shellHost: [
    load('/guides/a whole (200)', 400),
    load('/guides/a revalidated (304)', 5000),
    load('/guides/a rendered afresh (a new address each)', 90),
  ],
  engines: [],
  ...changes,
});

/** A Lighthouse run of a route that holds every budget, with `changes`. */
export const run = (changes: Partial<RouteRun> = {}): RouteRun => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 750,
  tbtMs: 20,
  cls: 0,
  fcpMs: 750,
  speedIndexMs: 750,
  scriptGzipKb: 120,
  scriptBrotliKb: 100,
  renderBlockingStylesheets: 1,
  scriptTransferKb: 120,
  requests: 20,
  remotesFetched: ['content'],
  remotesBeforeFirstPaint: 1,
  benchmarkIndex: 2800,
  ...changes,
});

/** A route's median as the bench reports it, from its median run (the spread is not budgeted). */
export const medianOf = (median: RouteRun, runs = 3): RouteMedian => {
  const at = (value: number) => ({ min: value, max: value });
  const { performance, lcpMs, tbtMs, cls, fcpMs, benchmarkIndex } = median;
  return {
    ...median,
    runs,
    spread: {
      performance: at(performance),
      lcpMs: at(lcpMs),
      tbtMs: at(tbtMs),
      cls: at(cls),
      fcpMs: at(fcpMs),
      benchmarkIndex: at(benchmarkIndex),
    },
  };
};
