// How a public host treats a visitor's trace context (docs/decisions/046): the visitor's `traceparent` names the
// trace, but whether it is sampled is the host's own draw at the configured ratio, which no trace id a visitor picks
// can sway.
import { TraceFlags, trace } from '@opentelemetry/api';
import type { Context, Sampler, SamplingResult, TextMapGetter, TextMapPropagator } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import {
  AlwaysOffSampler,
  ParentBasedSampler,
  SamplingDecision,
  TraceIdRatioBasedSampler,
} from '@opentelemetry/sdk-trace-base';
import type { Env } from './settings.ts';

/**
 * A sampler that decides at random: a visitor who picks their trace ids cannot pick ones a ratio sampler keeps.
 */
export class RandomRatioSampler implements Sampler {
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
export class VisitorTraceContextPropagator implements TextMapPropagator {
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
export function configuredRatio(env: Env): number {
  const sampler = env.OTEL_TRACES_SAMPLER?.trim().toLowerCase() ?? 'parentbased_always_on';
  if (sampler.endsWith('always_off')) return 0;
  if (!sampler.endsWith('traceidratio')) return 1;
  const ratio = Number(env.OTEL_TRACES_SAMPLER_ARG ?? '1');
  return Number.isFinite(ratio) ? Math.min(1, Math.max(0, ratio)) : 1;
}

/** A public host's sampler: its own ratio for new traces, and a random draw at that ratio for visitors' ones. */
export function edgeSampler(env: Env): Sampler {
  const ratio = configuredRatio(env);
  if (ratio === 0) return new AlwaysOffSampler();
  const visitors = new RandomRatioSampler(ratio);
  return new ParentBasedSampler({
    root: new TraceIdRatioBasedSampler(ratio),
    remoteParentSampled: visitors,
    remoteParentNotSampled: visitors,
  });
}
