// The OpenTelemetry SDK itself (telemetry.ts loads this module only when traces are configured). Everything is read
// from the standard OTEL_* variables (exporter, endpoint, protocol, headers, sampler, resource attributes); what is
// ours is which libraries are instrumented, what their spans may say (no personal data: addresses are redacted,
// statements carry no values), and the public hosts' refusal to let a visitor's `traceparent` decide sampling.
import { register } from 'node:module';
import type { IncomingMessage } from 'node:http';
import { propagation } from '@opentelemetry/api';
import type { Span } from '@opentelemetry/api';
import { W3CBaggagePropagator, W3CTraceContextPropagator, CompositePropagator } from '@opentelemetry/core';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { AwsInstrumentation } from '@opentelemetry/instrumentation-aws-sdk';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { redactUrl } from './redaction.ts';
import { VisitorTraceContextPropagator, edgeSampler } from './trace-sampling.ts';
import type { TelemetryIdentity } from './telemetry.ts';

/** Paths probed every few seconds by balancers and Prometheus: not worth a trace each. */
const UNTRACED_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/** The packages our ES modules import that an instrumentation patches (every other module is left unwrapped). */
const ESM_INSTRUMENTED = ['http', 'https', 'pg', 'ioredis'];

/** Replaces whatever address attributes a span was started with by their redacted forms. */
function redactAddress(span: Span, url: string | undefined) {
  if (!url) return;
  const redacted = redactUrl(url);
  const queryAt = redacted.indexOf('?');
  span.setAttribute('http.target', redacted.replace(/^[a-z]+:\/\/[^/]*/i, ''));
  span.setAttribute(
    'url.path',
    (queryAt === -1 ? redacted : redacted.slice(0, queryAt)).replace(/^[a-z]+:\/\/[^/]*/i, ''),
  );
  if (queryAt !== -1) span.setAttribute('url.query', redacted.slice(queryAt + 1));
  if (/^[a-z]+:\/\//i.test(redacted)) {
    span.setAttribute('url.full', redacted);
    span.setAttribute('http.url', redacted);
  }
}

const ignoredRequest = (request: IncomingMessage) =>
  UNTRACED_PATHS.has((request.url ?? '').split('?')[0] ?? '') || request.method === 'OPTIONS';

/** Starts the SDK; the function it answers sends the spans still buffered and stops it. */
export async function startTracing({ service, version, edge }: TelemetryIdentity): Promise<() => Promise<void>> {
  // Traces only: the metrics are Prometheus's (metrics.ts), the logs pino's on standard output; either may still be
  // exported with OTEL_METRICS_EXPORTER or OTEL_LOGS_EXPORTER.
  process.env.OTEL_METRICS_EXPORTER ??= 'none';
  process.env.OTEL_LOGS_EXPORTER ??= 'none';
  // What our ES modules import and an instrumentation patches goes through import-in-the-middle's loader, registered
  // before the process imports it; what those packages `require` is patched by the instrumentations themselves, and
  // undici and Fastify report through diagnostics channels.
  register('import-in-the-middle/hook.mjs', import.meta.url, { data: { include: ESM_INSTRUMENTED } });
  const propagator = edge
    ? new CompositePropagator({ propagators: [new VisitorTraceContextPropagator()] })
    : new CompositePropagator({ propagators: [new W3CTraceContextPropagator(), new W3CBaggagePropagator()] });
  const sdk = new NodeSDK({
    resource: resourceFromAttributes({ 'service.name': service, 'service.version': version }),
    textMapPropagator: propagator,
    ...(edge ? { sampler: edgeSampler(process.env) } : {}),
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: ignoredRequest,
        requestHook: (span, request) => {
          if ('headers' in request && 'url' in request && typeof request.url === 'string') {
            redactAddress(span, request.url);
          } else if ('path' in request) {
            const host = typeof request.host === 'string' ? request.host : '';
            redactAddress(span, `${request.protocol}//${host}${request.path}`);
          }
        },
      }),
      new UndiciInstrumentation({
        requestHook: (span, request) => redactAddress(span, `${request.origin}${request.path}`),
      }),
      // The request and its handler, by route template; a span per lifecycle hook would say little more.
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        instrumentHooks: false,
        ignorePaths: (route) => UNTRACED_PATHS.has(route.url),
        requestHook: (span, request) => redactAddress(span, request.url),
      }),
      // Statements without their values: a submission's e-mail or phone never reaches a span.
      new PgInstrumentation({ enhancedDatabaseReporting: false }),
      new IORedisInstrumentation({ dbStatementSerializer: (command) => command }),
      new AwsInstrumentation({ suppressInternalInstrumentation: true }),
    ],
  });
  sdk.start();
  propagation.setGlobalPropagator(propagator);
  return () => sdk.shutdown().catch(() => undefined);
}
