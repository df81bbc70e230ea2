// The OpenTelemetry SDK itself (telemetry.ts loads this module only when traces are configured). Everything is read
// from the standard OTEL_* variables (exporter, endpoint, protocol, headers, sampler, resource attributes); what is
// ours is which libraries are instrumented, what their spans may say (no personal data: addresses are redacted,
// statements carry no values), and the public hosts' refusal to let a visitor's `traceparent` decide sampling.
import { register } from 'node:module';
import type { IncomingMessage } from 'node:http';
import { TraceFlags, propagation, trace } from '@opentelemetry/api';
import type { Context, Sampler, SamplingResult, Span, TextMapGetter, TextMapPropagator } from '@opentelemetry/api';
import { W3CBaggagePropagator, W3CTraceContextPropagator, CompositePropagator } from '@opentelemetry/core';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { NodeSDK } from '@opentelemetry/sdk-node';
import {
  AlwaysOffSampler,
  ParentBasedSampler,
  SamplingDecision,
  TraceIdRatioBasedSampler,
} from '@opentelemetry/sdk-trace-base';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { AwsInstrumentation } from '@opentelemetry/instrumentation-aws-sdk';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { redactUrl } from './redaction.ts';
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

/**
 * A sampler that decides at random: a visitor who picks their trace ids cannot pick ones a ratio sampler keeps.
 */
class RandomRatioSampler implements Sampler {
  constructor(private readonly ratio: number) {}
  shouldSample(): SamplingResult {
    return {
      decision: Math.random() < this.ratio ? SamplingDecision.RECORD_AND_SAMPLED : SamplingDecision.NOT_RECORD,
    };
  }
  toString() {
    return `RandomRatioSampler{${this.ratio}}`;
  }
}

/**
 * A public host's propagator: a visitor's `traceparent` names the trace (the browser's requests and the servers'
 * spans share its id), but its sampled flag and its `tracestate` are dropped, so no visitor can make every request
 * they send a sampled trace. The host's own outgoing requests carry its own decision.
 */
class VisitorTraceContextPropagator implements TextMapPropagator {
  private readonly w3c = new W3CTraceContextPropagator();
  inject(...args: Parameters<TextMapPropagator['inject']>) {
    this.w3c.inject(...args);
  }
  extract(context: Context, carrier: unknown, getter: TextMapGetter): Context {
    const visitor = trace.getSpanContext(this.w3c.extract(context, carrier, getter));
    if (!visitor) return context;
    return trace.setSpanContext(context, {
      traceId: visitor.traceId,
      spanId: visitor.spanId,
      traceFlags: TraceFlags.NONE,
      isRemote: true,
    });
  }
  fields() {
    return this.w3c.fields();
  }
}

/** The sampling ratio OTEL_TRACES_SAMPLER(_ARG) asks for; 0 when it asks for none. */
function configuredRatio(): number {
  const sampler = process.env.OTEL_TRACES_SAMPLER?.trim().toLowerCase() ?? 'parentbased_always_on';
  if (sampler.endsWith('always_off')) return 0;
  if (!sampler.endsWith('traceidratio')) return 1;
  const ratio = Number(process.env.OTEL_TRACES_SAMPLER_ARG ?? '1');
  return Number.isFinite(ratio) ? Math.min(1, Math.max(0, ratio)) : 1;
}

/** A public host's sampler: its own ratio for new traces, and a random draw at that ratio for visitors' ones. */
function edgeSampler(): Sampler {
  const ratio = configuredRatio();
  if (ratio === 0) return new AlwaysOffSampler();
  const visitors = new RandomRatioSampler(ratio);
  return new ParentBasedSampler({
    root: new TraceIdRatioBasedSampler(ratio),
    remoteParentSampled: visitors,
    remoteParentNotSampled: visitors,
  });
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
    ...(edge ? { sampler: edgeSampler() } : {}),
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
