// Prometheus metrics (issue 50, docs/decisions/046): each process keeps its own prom-client registry and serves it
// on a metrics address of its own (METRICS_HOST, METRICS_PORT), never on the public one. Every label is bounded:
// route templates, never addresses; status codes; release ids the process itself served.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { LOCAL_HOST } from '../src/config/apps.ts';
import type { Env } from './settings.ts';
import { bindAddressFrom, portFrom } from './settings.ts';

export { Counter, Gauge, Histogram, Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's metrics (served on its metrics address by its main module, never by this instance). */
    metrics: Registry;
  }
}

/** Ours: each process's metrics port unless METRICS_PORT says otherwise (`npm start` prints them). */
export const DEFAULT_METRICS_PORTS = {
  api: 9464,
  shell: 9465,
  content: 9466,
  insights: 9467,
  careers: 9468,
  forms: 9469,
} as const;

export const METRICS_PATH = '/metrics';

/** The label of a request no route answered, and of anything a label may not name. */
export const OTHER_LABEL = 'other';
/** The label of the build's files (each is a route of its own in the shell's host): one label for all. */
export const STATIC_FILE_LABEL = 'static file';

/** Ours: request durations' buckets, in seconds, from a cached answer to a slow render. */
const REQUEST_SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface MetricsAddress {
  host: string;
  port: number;
}

/** METRICS_HOST (127.0.0.1 unless set) and METRICS_PORT (the process's own default unless set). */
export function metricsAddressFrom(env: Env, defaultPort: number): MetricsAddress {
  return {
    host: env.METRICS_HOST?.trim() ? bindAddressFrom(env, 'METRICS_HOST') : LOCAL_HOST,
    port: portFrom(env, 'METRICS_PORT', defaultPort),
  };
}

/** A registry for one process, with Node's own figures (memory, event loop, GC) when `process` is set. */
export function createMetricsRegistry(options: { process?: boolean } = {}): Registry {
  const registry = new Registry();
  if (options.process) collectDefaultMetrics({ register: registry });
  return registry;
}

/**
 * The route label of a request: its route's template; one label for the build's files; `other` when no route
 * answered it. `pageTemplate` names the page a catch-all route rendered (the shell's host's pages).
 */
export function routeLabel(request: FastifyRequest, pageTemplate?: (pathname: string) => string): string {
  const route = request.routeOptions?.url;
  if (route === undefined || request.is404) return OTHER_LABEL;
  if (pageTemplate && (route === '/' || route === '/*')) {
    return pageTemplate(new URL(request.url, 'http://host').pathname);
  }
  const last = route.split('/').pop() ?? '';
  if (last.includes('.') && !route.includes(':') && !route.includes('*')) return STATIC_FILE_LABEL;
  return route;
}

export interface RequestMetrics {
  duration: Histogram<'route' | 'method' | 'status'>;
  rateLimited: Counter<'route'>;
}

/** Each answer's duration by route template, method and status; each 429 as a rate-limit refusal. */
export function installRequestMetrics(
  apps: readonly FastifyInstance[],
  registry: Registry,
  options: { pageTemplate?: (pathname: string) => string } = {},
): RequestMetrics {
  const metrics: RequestMetrics = {
    duration: new Histogram({
      name: 'http_server_request_duration_seconds',
      help: 'Time to answer a request, by route template, method and status.',
      labelNames: ['route', 'method', 'status'],
      buckets: REQUEST_SECONDS_BUCKETS,
      registers: [registry],
    }),
    rateLimited: new Counter({
      name: 'http_rate_limit_refusals_total',
      help: 'Requests refused with 429 by a rate limit, by route template.',
      labelNames: ['route'],
      registers: [registry],
    }),
  };
  for (const app of apps) {
    app.addHook('onResponse', async (request, reply) => {
      const route = routeLabel(request, options.pageTemplate);
      metrics.duration.observe(
        { route, method: request.method, status: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
      if (reply.statusCode === 429) metrics.rateLimited.inc({ route });
    });
  }
  return metrics;
}

/**
 * Serves `registry` at /metrics on its own address (nothing else answers there). Not a Fastify instance: no route,
 * hook or log of the public app reaches it.
 */
export async function serveMetrics(
  registry: Registry,
  address: MetricsAddress,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== METRICS_PATH) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    registry
      .metrics()
      .then((text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text))
      .catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(address.port, address.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = address.host.includes(':') ? `[${address.host}]` : address.host;
  return {
    url: `http://${host}:${port}${METRICS_PATH}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
