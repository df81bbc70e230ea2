// Observability of the real processes (issue 50, docs/decisions/046): the API and the shell's host started as `npm
// start` starts them (their main modules, traces first), with an OTLP/HTTP receiver and, when Debian's is installed,
// Prometheus scraping them. One visitor's request through the host to the API is one trace across both services
// down to the database; each process's counters move on its own metrics address, which its public port never shows.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { builtShellTemplate } from './shell-template-for-tests.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const PROMETHEUS = '/usr/bin/prometheus';
/** A visitor's trace, sampled as far as the visitor is concerned. */
const VISITOR_TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';

interface ExportedSpan {
  service: string;
  traceId: string;
  name: string;
  attributes: Record<string, unknown>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** An OTLP/HTTP receiver of JSON traces (OTEL_EXPORTER_OTLP_PROTOCOL=http/json), keeping every span it is sent. */
async function otlpReceiver(): Promise<{ server: Server; endpoint: string; spans: ExportedSpan[] }> {
  const spans: ExportedSpan[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as {
        resourceSpans?: {
          resource: { attributes: { key: string; value: { stringValue?: string } }[] };
          scopeSpans: {
            spans: { traceId: string; name: string; attributes: { key: string; value: Record<string, unknown> }[] }[];
          }[];
        }[];
      };
      for (const resourceSpans of body.resourceSpans ?? []) {
        const service =
          resourceSpans.resource.attributes.find((attribute) => attribute.key === 'service.name')?.value.stringValue ??
          '';
        for (const span of resourceSpans.scopeSpans.flatMap((scope) => scope.spans)) {
          spans.push({
            service,
            traceId: span.traceId,
            name: span.name,
            attributes: Object.fromEntries(span.attributes.map((a) => [a.key, Object.values(a.value)[0]])),
          });
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, endpoint: `http://127.0.0.1:${port}`, spans };
}

/** Starts a process's main module as `npm run dev` would (tsx), keeping what it writes. */
function start(main: string, env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'info', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return { child, output: () => output };
}

async function until<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const ready = (origin: string) =>
  until(`${origin}/readyz`, async () => ((await fetch(`${origin}/readyz`)).ok ? true : undefined));

/** One series' value in a Prometheus text exposition (0 when absent). */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('the processes seen from outside (issue 50)', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'observability-data-'));
  const distDir = mkdtempSync(path.join(os.tmpdir(), 'observability-shell-'));
  const processes: ChildProcess[] = [];
  let receiver: Awaited<ReturnType<typeof otlpReceiver>>;
  const ports = { api: 0, admin: 0, apiMetrics: 0, shell: 0, shellMetrics: 0 };
  let api: ReturnType<typeof start>;
  let shell: ReturnType<typeof start>;
  const origin = (port: number) => `http://127.0.0.1:${port}`;

  beforeAll(async () => {
    writeFileSync(path.join(distDir, 'index.html'), builtShellTemplate());
    receiver = await otlpReceiver();
    for (const name of Object.keys(ports) as (keyof typeof ports)[]) ports[name] = await freePort();
    const tracing = {
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '200',
      DATA_DIR: dataDir,
    };
    api = start('api/src/main.ts', {
      ...tracing,
      PORT: String(ports.api),
      ADMIN_PORT: String(ports.admin),
      METRICS_PORT: String(ports.apiMetrics),
    });
    shell = start('shell-host/src/main.ts', {
      ...tracing,
      PORT: String(ports.shell),
      METRICS_PORT: String(ports.shellMetrics),
      API_ORIGIN: origin(ports.api),
      SHELL_DIST: distDir,
    });
    processes.push(api.child, shell.child);
    await ready(origin(ports.api));
    await ready(origin(ports.shell));
  }, 180_000);

  afterAll(async () => {
    for (const child of processes) child.kill('SIGKILL');
    receiver.server.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(distDir, { recursive: true, force: true });
  });

  it("makes one visitor's request through the host one trace, host → API → database, whatever the visitor asked", async () => {
    const response = await fetch(`${origin(ports.shell)}/api/guide/data?page=1&per_page=1`, {
      headers: { traceparent: `00-${VISITOR_TRACE_ID}-00f067aa0ba902b7-01` },
    });
    expect(response.status).toBe(200);
    const trace = await until('the trace in both services', async () => {
      const spans = receiver.spans.filter((span) => span.traceId === VISITOR_TRACE_ID);
      const services = new Set(spans.map((span) => span.service));
      const database = spans.some((span) => span.attributes['db.system.name'] === 'sqlite');
      return services.has('shell-host') && services.has('api') && database ? spans : undefined;
    });
    expect(trace.find((span) => span.service === 'api' && span.attributes['http.route'])).toMatchObject({
      attributes: { 'http.route': '/api/guide/data' },
    });
    // The host's and the API's log lines name the same trace.
    for (const output of [shell.output(), api.output()]) {
      expect(output).toContain(`"trace_id":"${VISITOR_TRACE_ID}"`);
    }
  });

  it("moves each process's counters on its metrics address, which its public port does not show", async () => {
    const apiSeries = 'http_server_request_duration_seconds_count{route="/api/menu/data",method="GET",status="200"}';
    const hostSeries = 'http_server_request_duration_seconds_count{route="/api/*",method="GET",status="200"}';
    const scrape = async (port: number) => (await fetch(`${origin(port)}/metrics`)).text();
    const before = { api: sample(await scrape(ports.apiMetrics), apiSeries), host: 0 };
    before.host = sample(await scrape(ports.shellMetrics), hostSeries);
    for (let n = 0; n < 3; n += 1) expect((await fetch(`${origin(ports.shell)}/api/menu/data`)).status).toBe(200);
    const apiText = await scrape(ports.apiMetrics);
    const hostText = await scrape(ports.shellMetrics);
    expect(sample(apiText, apiSeries)).toBe(before.api + 3);
    expect(sample(hostText, hostSeries)).toBeGreaterThanOrEqual(before.host + 3);
    expect(apiText).toContain('outbox_depth ');
    expect(apiText).toContain('db_pool_connections{state="max"} 1');
    expect(hostText).toContain('shell_lead_spool_depth ');
    // The public ports: the API has no /metrics; the host answers it as a page address, never with the metrics.
    const publicApi = await fetch(`${origin(ports.api)}/metrics`);
    expect(publicApi.status).toBe(404);
    for (const port of [ports.api, ports.shell]) {
      const text = await (await fetch(`${origin(port)}/metrics`)).text();
      expect(text).not.toContain('http_server_request_duration_seconds');
    }
  });

  const prometheusIt = existsSync(PROMETHEUS) ? it : it.skip;
  if (!existsSync(PROMETHEUS)) {
    console.warn(`Skipped: ${PROMETHEUS} is not installed (apt-get install -y prometheus)`);
  }
  prometheusIt(
    "is scraped by Debian's Prometheus: every target up, the key series there",
    async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'observability-prometheus-'));
      const webPort = await freePort();
      const config = [
        'global: { scrape_interval: 1s, evaluation_interval: 1s }',
        'scrape_configs:',
        `  - job_name: api`,
        `    static_configs: [{ targets: ['127.0.0.1:${ports.apiMetrics}'] }]`,
        `  - job_name: shell-host`,
        `    static_configs: [{ targets: ['127.0.0.1:${ports.shellMetrics}'] }]`,
      ].join('\n');
      writeFileSync(path.join(dir, 'prometheus.yml'), config);
      const prometheus = spawn(
        PROMETHEUS,
        [
          `--config.file=${path.join(dir, 'prometheus.yml')}`,
          `--storage.tsdb.path=${path.join(dir, 'data')}`,
          `--web.listen-address=127.0.0.1:${webPort}`,
        ],
        { stdio: 'ignore' },
      );
      processes.push(prometheus);
      try {
        const query = async (expression: string) => {
          const answer = (await (
            await fetch(`${origin(webPort)}/api/v1/query?query=${encodeURIComponent(expression)}`)
          ).json()) as { data: { result: unknown[] } };
          return answer.data.result;
        };
        await until('every target up', async () => {
          const { data } = (await (await fetch(`${origin(webPort)}/api/v1/targets`)).json()) as {
            data: { activeTargets: { health: string }[] };
          };
          return data.activeTargets.length === 2 && data.activeTargets.every((target) => target.health === 'up')
            ? true
            : undefined;
        });
        for (const series of [
          'http_server_request_duration_seconds_count{job="api"}',
          'http_server_request_duration_seconds_count{job="shell-host"}',
          'outbox_oldest_age_seconds',
          'outbox_dead_letters',
          'db_pool_connections',
          'shell_lead_spool_oldest_age_seconds',
          'process_resident_memory_bytes',
        ]) {
          await until(series, async () => ((await query(series)).length > 0 ? true : undefined), 20_000);
        }
      } finally {
        prometheus.kill('SIGKILL');
        rmSync(dir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
