// The operators' files (issue 50, docs/observability.md): Prometheus's alert rules and scrape configuration pass
// Debian's promtool, and every series the alerts and the Grafana dashboard read is one the processes export.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const PROMTOOL = '/usr/bin/promtool';
const ALERTS = path.join(repoRoot, 'deploy/prometheus/alerts.yml');
const SCRAPE_CONFIG = path.join(repoRoot, 'deploy/prometheus/prometheus.yml');
const DASHBOARD = path.join(repoRoot, 'deploy/grafana/site-overview.json');
/** Where the processes name their metrics. */
const METRIC_SOURCES = [
  'shared/server/metrics.ts',
  'shell-host/src/host-metrics.ts',
  'shell-host/src/vitals-beacon.ts',
  'api/src/http/api-metrics.ts',
];
/** Our metrics' prefixes: any series named so must be one the code defines. */
const OURS = /\b((?:http|shell|rum|outbox|db_pool|upload_spool)_[a-z_]*)/g;

const promtoolIt = existsSync(PROMTOOL) ? it : it.skip;
if (!existsSync(PROMTOOL))
  console.warn(`Skipped promtool checks: ${PROMTOOL} is missing (apt-get install -y prometheus)`);

function promtool(...args: string[]) {
  const run = spawnSync(PROMTOOL, args, { encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

function definedMetrics(): Set<string> {
  const names = new Set<string>();
  for (const file of METRIC_SOURCES) {
    for (const match of readFileSync(path.join(repoRoot, file), 'utf8').matchAll(/'([a-z][a-z0-9_]+)'/g)) {
      names.add(match[1] ?? '');
    }
  }
  return names;
}

/** A series name without the suffixes Prometheus adds to a histogram's. */
const metricOf = (series: string) => series.replace(/_(bucket|count|sum)$/, '');

describe("the operators' files (issue 50)", () => {
  promtoolIt('pass promtool: the alert rules and the scrape configuration', () => {
    const rules = promtool('check', 'rules', ALERTS);
    expect(rules).toMatchObject({ status: 0 });
    const config = promtool('check', 'config', SCRAPE_CONFIG);
    expect(config).toMatchObject({ status: 0 });
  });

  it('read only series the processes export', () => {
    const defined = definedMetrics();
    const dashboard = JSON.parse(readFileSync(DASHBOARD, 'utf8')) as {
      panels: { targets?: { expr: string }[] }[];
    };
    const expressions = [
      ...dashboard.panels.flatMap((panel) => panel.targets?.map((target) => target.expr) ?? []),
      readFileSync(ALERTS, 'utf8'),
    ];
    const read = new Set(expressions.flatMap((expression) => [...expression.matchAll(OURS)].map((m) => m[1] ?? '')));
    expect(read.size).toBeGreaterThan(15);
    expect([...read].filter((series) => !defined.has(metricOf(series)) && !defined.has(series))).toEqual([]);
  });
});
