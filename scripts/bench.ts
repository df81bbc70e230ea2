// `npm run bench`: builds for production, serves the site as `npm start` does, and measures it against
// bench/budgets.json — Lighthouse (median of 5 mobile runs) on each key route, first-load scripts, remote
// entry and shared chunk sizes, build times, and the API under load. Exits non-zero naming each broken budget.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { brand } from '@site/shared/contracts';
import type { GuideListResponse, OpeningListResponse } from '@site/shared/contracts';
import { originOf, repoRoot } from './lib/apps.ts';
import { loadApi } from './lib/bench-api.ts';
import { buildSizes, timeCommand } from './lib/bench-build.ts';
import { medianRun, runLighthouse } from './lib/bench-lighthouse.ts';
import type { RouteRun } from './lib/bench-lighthouse.ts';
import { checkBudgets } from './lib/bench-budgets.ts';
import type { BenchReport, Budgets } from './lib/bench-budgets.ts';
import { waitForUrl } from './lib/processes.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const RUNS = Number(values.runs);
const site = originOf('shell');
const budgets = JSON.parse(readFileSync(path.join(repoRoot, 'bench', 'budgets.json'), 'utf8')) as Budgets;

console.log('Building everything, then one remote…');
const fullBuildSeconds = await timeCommand(['run', 'build']);
const oneRemoteSeconds = await timeCommand(['run', 'build', '-w', 'mfe-insights']);

const server = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), ['scripts/start.ts'], {
  cwd: repoRoot,
  env: { ...process.env, LOG_LEVEL: 'warn' },
  stdio: 'ignore',
  detached: true,
});
const stopServer = () => {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
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

  const routes: { name: string; url: string; prepare?: string; cookies?: Record<string, string> }[] = [
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

  const lighthouse: Record<string, RouteRun> = {};
  for (const route of routes) {
    const runs: RouteRun[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      process.stdout.write(`Lighthouse ${route.name} ${run}/${RUNS}\r`);
      runs.push(await runLighthouse(route.url, route.prepare, route.cookies));
    }
    lighthouse[route.name] = medianRun(runs);
  }

  console.log('\nAPI under load…');
  const api = [await loadApi(originOf('api'), '/api/guide/data'), await loadApi(originOf('api'), '/api/menu/data')];
  const report: BenchReport = {
    at: new Date().toISOString(),
    runs: RUNS,
    lighthouse,
    build: { fullSeconds: fullBuildSeconds, oneRemoteSeconds, ...buildSizes() },
    api,
  };

  console.table(
    Object.fromEntries(
      Object.entries(lighthouse).map(([name, run]) => [
        name,
        {
          perf: run.performance,
          a11y: run.accessibility,
          bp: run.bestPractices,
          seo: run.seo,
          'LCP ms': Math.round(run.lcpMs),
          'TBT ms': Math.round(run.tbtMs),
          CLS: Number(run.cls.toFixed(3)),
          'FCP ms': Math.round(run.fcpMs),
          'SI ms': Math.round(run.speedIndexMs),
          'JS KB gz': Number(run.scriptGzipKb.toFixed(1)),
          'JS KB sent': Number(run.scriptTransferKb.toFixed(1)),
          requests: run.requests,
          remotes: run.remotesFetched.join(' '),
        },
      ]),
    ),
  );
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
      api.map((load) => [
        load.path,
        { 'req/s': load.requestsPerSecond, 'p50 ms': load.p50Ms, 'p99 ms': load.p99Ms, errors: load.errors },
      ]),
    ),
  );

  const reportDir = path.join(repoRoot, '.data', 'bench');
  mkdirSync(reportDir, { recursive: true });
  writeFileSync(path.join(reportDir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Report: ${path.join(reportDir, 'report.json')}`);

  const broken = checkBudgets(report, budgets);
  if (broken.length) {
    console.error(`\n${broken.length} budget(s) broken:\n${broken.map((line) => `  - ${line}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log('\nEvery budget met.');
  }
} finally {
  stopServer();
}
