// `npm run bench`: builds for production, serves the site as `npm start` does, and measures it against
// bench/budgets.json — Lighthouse on every route of the route table (median of 5 mobile runs on the five key
// routes, 3 on the rest, and 5 on any of those whose 3 runs disagree about a budget; each with its min–max spread
// and Lighthouse's benchmarkIndex), in two modes: normal (Lighthouse's mobile defaults) and slow (the CPU slowed
// `slow.cpuSlowdownMultiplier` times, a slower phone), printed side by side; first-load scripts (brotli) and
// render-blocking stylesheets, remote entry and shared chunk sizes, build times, and the API under load. Exits non-zero naming each broken budget. It refuses to start when a port it needs is taken,
// waits (up to two minutes) for the load of its own build and start-up to pass before Lighthouse, and warns when the
// machine is busy.
// `-- --runs 1` for a quick look; `-- --key-only` for the five key routes alone; `-- --normal-only` without the slow
// mode (its budgets are then reported as not measured).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { NOT_FOUND_ROUTE_ID, brand, everyRouteUrl } from '@site/shared/contracts';
import type { GuideListResponse, OpeningListResponse } from '@site/shared/contracts';
import { appNames, originOf, portOf, repoRoot } from './lib/apps.ts';
import { SETTLE_MAX_MS, busyMachineWarning, portsTaken, waitForQuietMachine } from './lib/bench-machine.ts';
import { API_LOAD, loadApi } from './lib/bench-api.ts';
import { loadEngines } from './lib/bench-engines.ts';
import { buildSizes, timeCommand } from './lib/bench-build.ts';
import { medianRun, runLighthouse } from './lib/bench-lighthouse.ts';
import { NORMAL_MODE } from './lib/bench-lighthouse.ts';
import type { BenchMode, RouteMedian, RouteRun, VisitOptions } from './lib/bench-lighthouse.ts';
import { aimedBudgets, checkBudgets, checkSlowBudgets, runsDisagree } from './lib/bench-budgets.ts';
import type { BenchReport, Budgets } from './lib/bench-budgets.ts';
import { waitForOneTokenPeriod } from '@site/shared/contracts';
import { waitForUrl } from './lib/processes.ts';

/** Ours: time beyond the three 10-second loads of the shell's host that the bench allows for their start-ups. */
const SHELL_LOAD_MARGIN_MS = 5_000;
/** Ours: how many more times a run in which Lighthouse measured nothing (NO_NAVSTART on a busy machine) is tried. */
const MEASURE_AGAIN_AT_MOST = 2;

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'key-only': { type: 'boolean', default: false },
    'normal-only': { type: 'boolean', default: false },
  },
});
const RUNS = Number(values.runs);
/** Routes other than the five key ones: fewer runs each, as the performance issue allows. */
const OTHER_ROUTE_RUNS = Math.min(RUNS, 3);

// Measuring whatever else listens on the site's ports would report someone else's figures.
const ports = [...appNames.map((app) => portOf(app)), portOf('api')];
const taken = await portsTaken(ports);
if (taken.length > 0) {
  console.error(
    `Port(s) ${taken.join(', ')} already in use: stop what listens there (an \`npm start\`?) before \`npm run bench\`, ` +
      'which starts the site itself.',
  );
  process.exit(2);
}
const warnings: string[] = [];
const warnIfBusy = () => {
  const warning = busyMachineWarning();
  if (warning && !warnings.includes(warning)) {
    warnings.push(warning);
    console.warn(`\n${warning}`);
  }
};
warnIfBusy();
const site = originOf('shell');
const budgets = JSON.parse(readFileSync(path.join(repoRoot, 'bench', 'budgets.json'), 'utf8')) as Budgets;

/** A median with its min–max spread over the runs: `940 (910–1010)`. */
function withSpread(run: RouteMedian, key: keyof RouteMedian['spread'], digits: number): string {
  const format = (value: number) => value.toFixed(digits);
  const { min, max } = run.spread[key];
  return `${format(run[key])} (${format(min)}–${format(max)})`;
}

console.log('Building everything, then one remote…');
const fullBuildSeconds = await timeCommand(['run', 'build']);
const oneRemoteSeconds = await timeCommand(['run', 'build', '-w', 'mfe-insights']);

const server = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), ['tools/src/start.ts'], {
  cwd: repoRoot,
  env: { ...process.env, LOG_LEVEL: 'warn' },
  stdio: 'ignore',
  detached: true,
});
const stopServer = () => {
  try {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
};
process.once('exit', stopServer);

try {
  await waitForUrl(`${site}/`, 120_000);
  await waitForUrl(`${originOf('api')}/api/health`, 120_000);
  const guides = (await (await fetch(`${site}/api/guide/data`)).json()) as GuideListResponse;
  const openings = (await (await fetch(`${site}/api/currunt/opening`)).json()) as OpeningListResponse;
  const opening = openings.data[0];
  // The careers remote keeps the chosen opening in the tab's session storage under this key.
  const selection = JSON.stringify({
    positionName: opening?.position_name,
    departmentName: 'Operations',
    jdLink: `/jd#${encodeURIComponent(opening?.position_name ?? '')}`,
  });
  const selectOpening = `sessionStorage.setItem(${JSON.stringify(`${brand.slug}.careers.selection`)}, ${JSON.stringify(selection)});`;

  // The same selection as the session cookie the careers remote writes with it, so the server renders the form.
  const selectionCookie = { [`${brand.slug}.careers.selection`]: selection };

  const routes: ({ name: string; url: string; runs?: number } & VisitOptions)[] = [
    { name: 'home', url: `${site}/` },
    { name: 'guides', url: `${site}/guides` },
    { name: 'guide detail', url: `${site}/guides/${guides.data.data[0]?.slug ?? ''}` },
    {
      name: 'apply-now (selected opening)',
      url: `${site}/apply-now`,
      prepare: selectOpening,
      cookies: selectionCookie,
    },
    { name: 'contact-us', url: `${site}/contact-us` },
  ];
  if (!values['key-only']) {
    const keyPaths = new Set(routes.map((route) => new URL(route.url).pathname));
    for (const { id, url } of await everyRouteUrl(async (apiPath) => (await fetch(`${site}${apiPath}`)).json())) {
      // The not-found page answers 404 by design (site-spec 2.1); Lighthouse measures it only when told that.
      const expectedStatus = id === NOT_FOUND_ROUTE_ID ? 404 : undefined;
      if (!keyPaths.has(url)) {
        routes.push({
          name: id,
          url: `${site}${url}`,
          runs: OTHER_ROUTE_RUNS,
          ...(expectedStatus ? { expectedStatus } : {}),
        });
      }
    }
  }

  // The build and the site's start-up just loaded the machine; Lighthouse measures after that has passed.
  console.log(`Waiting up to ${SETTLE_MAX_MS / 1000} s for the build's load to pass…`);
  const settled = await waitForQuietMachine();
  console.log(
    settled.quiet
      ? `Load average ${settled.loadAverage.toFixed(2)} after ${settled.waitedMs / 1000} s: measuring.`
      : `Still busy after ${settled.waitedMs / 1000} s (load average ${settled.loadAverage.toFixed(2)}): measuring anyway.`,
  );

  /** Routes measured beyond their count because their runs disagreed about a budget, with the mode. */
  const extraRuns: string[] = [];
  const measureRoutes = async (mode: BenchMode): Promise<Record<string, RouteMedian>> => {
    const medians: Record<string, RouteMedian> = {};
    const label = mode.name === 'slow' ? `slow (CPU ${mode.cpuSlowdownMultiplier}×) ` : '';
    for (const route of routes) {
      const runs: RouteRun[] = [];
      let count = route.runs ?? RUNS;
      for (let run = 1; run <= count; run += 1) {
        process.stdout.write(`Lighthouse ${label}${route.name} ${run}/${count}\r`);
        warnIfBusy();
        let measured = await runLighthouse(route.url, route, mode);
        // A run in which Lighthouse measured nothing is no figure of the page: it is measured again, and said. One
        // that still measures nothing stays in, and breaks the route's budgets.
        for (let again = 1; measured.failure && again <= MEASURE_AGAIN_AT_MOST; again += 1) {
          warnings.push(
            `${label}${route.name} run ${run} measured again (${again} of ${MEASURE_AGAIN_AT_MOST}): ${measured.failure}`,
          );
          measured = await runLighthouse(route.url, route, mode);
        }
        runs.push(measured);
        // Runs that disagree about a budget do not settle it: the route gets the key routes' count (ADR 037).
        if (run === count && count < RUNS && runsDisagree(runs, budgets, mode.name === 'slow')) {
          count = RUNS;
          extraRuns.push(`${label}${route.name}`);
        }
      }
      medians[route.name] = medianRun(runs);
    }
    return medians;
  };
  const lighthouse = await measureRoutes(NORMAL_MODE);
  const { cpuSlowdownMultiplier } = budgets.slow;
  const slow = values['normal-only']
    ? undefined
    : { cpuSlowdownMultiplier, lighthouse: await measureRoutes({ name: 'slow', cpuSlowdownMultiplier }) };

  console.log('\nAPI under load…');
  const api = [await loadApi(originOf('api'), '/api/guide/data'), await loadApi(originOf('api'), '/api/menu/data')];

  // The shell's host under the same load (docs/decisions/022, 034): a guide page asked for whole (the host renders
  // it once and sends what it kept), the same page revalidated with its ETag, as a CDN or a returning browser asks
  // for it, and, reported beside the budgets, the page rendered for every request (a new address each time).
  console.log('Shell host under load…');
  const guidePage = `/guides/${guides.data.data[0]?.slug ?? ''}`;
  const asBrowser = { 'accept-encoding': 'gzip, deflate, br' };
  // The ETag names the form token's period (ADR 022): a new period during the two loads would turn every
  // revalidation into a render. The ETag and both loads (and autocannon's start-ups) fall within one period.
  const spanMs = 3 * (API_LOAD.warmupSeconds + API_LOAD.durationSeconds) * 1000 + SHELL_LOAD_MARGIN_MS;
  const periodWait = waitForOneTokenPeriod(Date.now(), spanMs);
  if (periodWait > 0) {
    console.log(`Waiting ${Math.ceil(periodWait / 1000)} s for the next form-token period…`);
    await new Promise((resolve) => setTimeout(resolve, periodWait + 1000));
  }
  const etag = (await fetch(`${site}${guidePage}`, { headers: asBrowser })).headers.get('etag');
  if (!etag) throw new Error(`${guidePage} has no ETag: the bench measures a page a CDN can cache`);
  const shellHost = [
    await loadApi(site, guidePage, { headers: asBrowser, label: `${guidePage} whole (200)` }),
    await loadApi(site, guidePage, {
      headers: { ...asBrowser, 'if-none-match': etag },
      label: `${guidePage} revalidated (304)`,
      expectStatus: 304,
    }),
    await loadApi(site, guidePage, {
      headers: asBrowser,
      label: `${guidePage} rendered afresh (a new address each)`,
      newAddressEach: 'bench',
    }),
  ];
  // The API on each database engine (issue 22): reported beside the budgets, never one of them.
  console.log('Database engines under load…');
  const engines = await loadEngines();
  const report: BenchReport = {
    at: new Date().toISOString(),
    runs: RUNS,
    lighthouse,
    ...(slow ? { slow } : {}),
    warnings,
    build: { fullSeconds: fullBuildSeconds, oneRemoteSeconds, ...buildSizes() },
    api,
    shellHost,
    engines,
  };

  console.table(
    Object.fromEntries(
      Object.entries(lighthouse).map(([name, run]) => {
        const slowRun = slow?.lighthouse[name];
        return [
          name,
          {
            runs: run.runs,
            perf: withSpread(run, 'performance', 0),
            'a11y/bp/seo': `${run.accessibility}/${run.bestPractices}/${run.seo}`,
            'LCP ms': withSpread(run, 'lcpMs', 0),
            'TBT ms': withSpread(run, 'tbtMs', 0),
            // The slow mode beside the normal one.
            [`TBT ms ${cpuSlowdownMultiplier}×`]: slowRun ? withSpread(slowRun, 'tbtMs', 0) : '–',
            [`perf ${cpuSlowdownMultiplier}×`]: slowRun ? withSpread(slowRun, 'performance', 0) : '–',
            CLS: withSpread(run, 'cls', 3),
            'FCP ms': withSpread(run, 'fcpMs', 0),
            BI: withSpread(run, 'benchmarkIndex', 0),
            'JS KB br': Number(run.scriptBrotliKb.toFixed(1)),
            'JS KB gz': Number(run.scriptGzipKb.toFixed(1)),
            'blocking CSS': run.renderBlockingStylesheets,
            requests: run.requests,
            remotes: run.remotesFetched.join(' '),
          },
        ];
      }),
    ),
  );
  if (extraRuns.length > 0) {
    console.log(`Measured ${RUNS} times, as their runs disagreed about a budget: ${extraRuns.join(', ')}`);
  }
  console.table({
    ...Object.fromEntries(
      Object.entries(report.build.entries).map(([name, kb]) => [`${name} entry KB gz`, kb.toFixed(1)]),
    ),
  });
  console.table(
    Object.fromEntries(Object.entries(report.build.shared).map(([name, kb]) => [name, `${kb.toFixed(1)} KB gz`])),
  );
  console.log(`Build: everything ${fullBuildSeconds.toFixed(1)} s, one remote ${oneRemoteSeconds.toFixed(1)} s`);
  console.table(
    Object.fromEntries(
      [...api, ...shellHost].map((load) => [
        load.path,
        { 'req/s': load.requestsPerSecond, 'p50 ms': load.p50Ms, 'p99 ms': load.p99Ms, errors: load.errors },
      ]),
    ),
  );

  console.log('Database engines (reported, not budgets):');
  console.table(
    Object.fromEntries(
      engines
        .flatMap(({ loads }) => loads)
        .map((load) => [
          load.path,
          { 'req/s': load.requestsPerSecond, 'p50 ms': load.p50Ms, 'p99 ms': load.p99Ms, errors: load.errors },
        ]),
    ),
  );

  const reportDir = path.join(repoRoot, '.data', 'bench');
  mkdirSync(reportDir, { recursive: true });
  writeFileSync(path.join(reportDir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  // Each whole run kept, for `npm run bench:summary` (the latest three).
  mkdirSync(path.join(reportDir, 'runs'), { recursive: true });
  writeFileSync(
    path.join(reportDir, 'runs', `${report.at.replaceAll(':', '-')}.json`),
    `${JSON.stringify(report, null, 2)}\n`,
  );
  console.log(`Report: ${path.join(reportDir, 'report.json')}`);

  for (const warning of warnings) console.warn(`Warning: ${warning}`);
  // The aims past the floors, for the figures whose floor holds (a broken floor is listed below), then each mode's
  // verdict: "Every budget met" in both, or each broken budget named.
  const figureOf = (line: string) => line.slice(0, line.lastIndexOf(':'));
  const aimed = aimedBudgets(budgets);
  const modes = [
    { name: 'Normal mode', broken: checkBudgets(report, budgets), short: checkBudgets(report, aimed) },
    {
      name: `Slow mode (CPU slowdown ${cpuSlowdownMultiplier}×)`,
      broken: checkSlowBudgets(report, budgets),
      short: checkSlowBudgets(report, aimed),
    },
  ];
  for (const mode of modes) {
    const brokenFigures = new Set(mode.broken.map(figureOf));
    const short = mode.short.filter((line) => !brokenFigures.has(figureOf(line)));
    if (short.length) {
      console.log(
        `\n${mode.name}, aims not yet reached (not enforced):\n${short.map((line) => `  - ${line}`).join('\n')}`,
      );
    }
  }
  for (const mode of modes) {
    if (mode.broken.length) {
      console.error(
        `\n${mode.name}: ${mode.broken.length} budget(s) broken:\n${mode.broken.map((line) => `  - ${line}`).join('\n')}`,
      );
      process.exitCode = 1;
    } else {
      console.log(`\n${mode.name}: Every budget met.`);
    }
  }
} finally {
  stopServer();
}
