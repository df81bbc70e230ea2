import type { RemoteName } from '@site/shared/contracts';
import type { ApiLoad } from './bench-api.ts';
import type { EngineLoad } from './bench-engines.ts';
import type { RouteMedian, RouteRun } from './bench-lighthouse.ts';

export interface Budgets {
  lighthouse: {
    performance: number;
    accessibility: number;
    bestPractices: number;
    seo: number;
    lcpMs: number;
    tbtMs: number;
    cls: number;
  };
  /** The slow mode (a phone slower than Lighthouse's default): its CPU slowdown and the floors it is held to. */
  slow: { cpuSlowdownMultiplier: number; lighthouse: { tbtMs: number } };
  /** Every script a route's first load fetches, brotli bodies: home's, and any route's. */
  firstLoadScriptBrotliKb: { home: number; anyRoute: number };
  /** Stylesheets a page's first paint waits for (critical CSS inline, the rest not blocking). */
  renderBlockingStylesheets: number;
  /** Checked by every production build (shared/build/chunk-budgets.ts), not by the bench. */
  chunksBrotliKb?: Record<string, number>;
  remoteEntryGzipKb: number;
  remotesBeforeFirstPaint: number;
  api: { minRequestsPerSecond: number; maxP99Ms: number };
  /**
   * The shell's host serving a guide page to 50 connections: whole (200; rendered once, then sent as kept,
   * docs/decisions/034), and revalidated (304). Rendering it afresh for every request is reported, not budgeted.
   */
  shellHost: { minRenderedPagesPerSecond: number; minRevalidatedPagesPerSecond: number };
  build: { fullSeconds: number; oneRemoteSeconds: number };
  /** Where the issue aims beyond each floor: reported, not enforced. */
  aims?: {
    lighthouse?: Partial<Budgets['lighthouse']>;
    slow?: { lighthouse?: Partial<Budgets['slow']['lighthouse']> };
    firstLoadScriptBrotliKb?: Partial<Budgets['firstLoadScriptBrotliKb']>;
    renderBlockingStylesheets?: number;
    api?: Partial<Budgets['api']>;
  };
}

/** The floors with the aims in their place: what `checkBudgets` reports as the aims not yet reached. */
export function aimedBudgets(budgets: Budgets): Budgets {
  const { aims = {} } = budgets;
  return {
    ...budgets,
    lighthouse: { ...budgets.lighthouse, ...aims.lighthouse },
    slow: { ...budgets.slow, lighthouse: { ...budgets.slow.lighthouse, ...aims.slow?.lighthouse } },
    firstLoadScriptBrotliKb: { ...budgets.firstLoadScriptBrotliKb, ...aims.firstLoadScriptBrotliKb },
    renderBlockingStylesheets: aims.renderBlockingStylesheets ?? budgets.renderBlockingStylesheets,
    api: { ...budgets.api, ...aims.api },
  };
}

export interface BenchReport {
  at: string;
  runs: number;
  lighthouse: Record<string, RouteMedian>;
  /** The same routes in the slow mode (`Budgets['slow']`); absent from reports of bench runs before issue 54. */
  slow?: { cpuSlowdownMultiplier: number; lighthouse: Record<string, RouteMedian> };
  /** Warnings that make the figures not comparable (a busy machine). */
  warnings: string[];
  build: {
    fullSeconds: number;
    oneRemoteSeconds: number;
    entries: Record<RemoteName, number>;
    shared: Record<string, number>;
  };
  api: ApiLoad[];
  /** The guide page whole (200), revalidated (304), then rendered afresh for every request (a figure, no floor). */
  shellHost: ApiLoad[];
  /** The API on each database engine (issue 22): reported, not a budget. */
  engines: EngineLoad[];
}

/** A figure of one route's Lighthouse run (or of the median of its runs) against its floor or its ceiling. */
type RouteLimit = { what: string; value: number } & ({ floor: number } | { ceiling: number });

function routeLimits(run: RouteRun, budgets: Budgets, route?: string): RouteLimit[] {
  const lh = budgets.lighthouse;
  const scriptCeiling =
    route === 'home' ? budgets.firstLoadScriptBrotliKb.home : budgets.firstLoadScriptBrotliKb.anyRoute;
  return [
    { what: 'Lighthouse performance', value: run.performance, floor: lh.performance },
    { what: 'Lighthouse accessibility', value: run.accessibility, floor: lh.accessibility },
    { what: 'Lighthouse best practices', value: run.bestPractices, floor: lh.bestPractices },
    { what: 'Lighthouse SEO', value: run.seo, floor: lh.seo },
    { what: 'LCP ms', value: run.lcpMs, ceiling: lh.lcpMs },
    { what: 'TBT ms', value: run.tbtMs, ceiling: lh.tbtMs },
    { what: 'CLS', value: run.cls, ceiling: lh.cls },
    {
      what: 'remotes fetched before first paint',
      value: run.remotesBeforeFirstPaint,
      ceiling: budgets.remotesBeforeFirstPaint,
    },
    { what: 'first-load script KB brotli', value: run.scriptBrotliKb, ceiling: scriptCeiling },
    {
      what: 'render-blocking stylesheets',
      value: run.renderBlockingStylesheets,
      ceiling: budgets.renderBlockingStylesheets,
    },
  ];
}

/**
 * What the slow mode holds a route to: its own TBT floor, and what a slower CPU cannot excuse (layout shift,
 * accessibility, best practices, SEO). Performance and LCP are the normal mode's budgets: the slow mode is there
 * for the main thread's work.
 */
function slowRouteLimits(run: RouteRun, budgets: Budgets): RouteLimit[] {
  const lh = budgets.lighthouse;
  return [
    { what: 'Lighthouse accessibility', value: run.accessibility, floor: lh.accessibility },
    { what: 'Lighthouse best practices', value: run.bestPractices, floor: lh.bestPractices },
    { what: 'Lighthouse SEO', value: run.seo, floor: lh.seo },
    { what: 'TBT ms', value: run.tbtMs, ceiling: budgets.slow.lighthouse.tbtMs },
    { what: 'CLS', value: run.cls, ceiling: lh.cls },
  ];
}

/** NaN (a run that measured nothing) holds no limit. */
const holds = (limit: RouteLimit) => ('floor' in limit ? limit.value >= limit.floor : limit.value <= limit.ceiling);

/**
 * Whether a route's runs disagree about one of its budgets: one run holds it and another breaks it. The bench then
 * measures that route up to the key routes' count (docs/decisions/037). Runs that all hold a budget, or all break
 * it, give the verdict that more runs' median would give too; runs that disagree do not settle it.
 */
export function runsDisagree(runs: RouteRun[], budgets: Budgets, slow = false): boolean {
  const verdicts = runs.map((run) => (slow ? slowRouteLimits(run, budgets) : routeLimits(run, budgets)).map(holds));
  return (verdicts[0] ?? []).some((held, index) => verdicts.some((verdict) => verdict[index] !== held));
}

function limitChecks(broken: string[]) {
  return {
    atLeast(what: string, value: number, floor: number) {
      if (!(value >= floor)) broken.push(`${what}: ${value} < ${floor}`);
    },
    atMost(what: string, value: number, ceiling: number) {
      if (!(value <= ceiling)) broken.push(`${what}: ${Number(value.toFixed(3))} > ${ceiling}`);
    },
  };
}

function checkRoutes(
  lighthouse: Record<string, RouteMedian>,
  limitsOf: (run: RouteRun, route: string) => RouteLimit[],
  prefix = '',
): string[] {
  const broken: string[] = [];
  const { atLeast, atMost } = limitChecks(broken);
  for (const [route, run] of Object.entries(lighthouse)) {
    for (const limit of limitsOf(run, route)) {
      if ('floor' in limit) atLeast(`${prefix}${route} ${limit.what}`, limit.value, limit.floor);
      else atMost(`${prefix}${route} ${limit.what}`, limit.value, limit.ceiling);
    }
  }
  return broken;
}

/**
 * Every budget the slow mode breaks, in words (each line begins `slow: `); one line when the report has no slow mode
 * (a run before issue 54, or one that skipped it), since its budgets then were never measured.
 */
export function checkSlowBudgets(report: BenchReport, budgets: Budgets): string[] {
  if (!report.slow) return ['slow: the slow mode was not measured'];
  return checkRoutes(report.slow.lighthouse, (run) => slowRouteLimits(run, budgets), 'slow: ');
}

/** Every budget the report breaks in the normal mode, with the loads and the build, in words. */
export function checkBudgets(report: BenchReport, budgets: Budgets): string[] {
  const broken = checkRoutes(report.lighthouse, (run, route) => routeLimits(run, budgets, route));
  const { atLeast, atMost } = limitChecks(broken);
  for (const [remote, kb] of Object.entries(report.build.entries)) {
    atMost(`${remote} remote entry KB gzip`, kb, budgets.remoteEntryGzipKb);
  }
  for (const load of report.api.filter((entry) => entry.path === '/api/guide/data')) {
    atLeast(`${load.path} requests per second`, load.requestsPerSecond, budgets.api.minRequestsPerSecond);
    atMost(`${load.path} p99 ms`, load.p99Ms, budgets.api.maxP99Ms);
  }
  const [whole, revalidated] = report.shellHost;
  if (whole) {
    atLeast(`${whole.path} pages per second`, whole.requestsPerSecond, budgets.shellHost.minRenderedPagesPerSecond);
  }
  if (revalidated) {
    atLeast(
      `${revalidated.path} pages per second`,
      revalidated.requestsPerSecond,
      budgets.shellHost.minRevalidatedPagesPerSecond,
    );
  }
  for (const load of [...report.api, ...report.shellHost]) {
    if (load.errors > 0) broken.push(`${load.path}: ${load.errors} error(s) or unexpected answers under load`);
  }
  atMost('full production build seconds', report.build.fullSeconds, budgets.build.fullSeconds);
  atMost('one remote build seconds', report.build.oneRemoteSeconds, budgets.build.oneRemoteSeconds);
  return broken;
}
