import { describe, expect, it, jest } from '@jest/globals';
import { ROOT_CONTEXT, SpanKind, TraceFlags, defaultTextMapGetter, trace } from '@opentelemetry/api';
import { SamplingDecision } from '@opentelemetry/sdk-trace-base';
import { VisitorTraceContextPropagator, configuredRatio, edgeSampler } from './trace-sampling.ts';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
/** A trace id a ratio sampler keeps at any ratio: its last 8 bytes are 0. */
const ALWAYS_KEPT_BY_RATIO = '4bf92f3577b34da60000000000000000';

describe("a public host and a visitor's traceparent (docs/decisions/046)", () => {
  it('keeps the trace id but never the sampled flag or trace state', () => {
    const context = new VisitorTraceContextPropagator().extract(
      ROOT_CONTEXT,
      { traceparent: `00-${TRACE_ID}-00f067aa0ba902b7-01`, tracestate: 'vendor=force-sample' },
      defaultTextMapGetter,
    );
    expect(trace.getSpanContext(context)).toEqual({
      traceId: TRACE_ID,
      spanId: '00f067aa0ba902b7',
      traceFlags: TraceFlags.NONE,
      isRemote: true,
    });
  });

  it("samples a visitor's trace by its own draw, whatever trace id the visitor picked", () => {
    const sampler = edgeSampler({ OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.01' });
    const visitor = new VisitorTraceContextPropagator().extract(
      ROOT_CONTEXT,
      { traceparent: `00-${ALWAYS_KEPT_BY_RATIO}-00f067aa0ba902b7-01` },
      defaultTextMapGetter,
    );
    const draw = jest.spyOn(Math, 'random').mockReturnValue(0.5);
    try {
      const decision = sampler.shouldSample(visitor, ALWAYS_KEPT_BY_RATIO, 'GET', SpanKind.SERVER, {}, []);
      expect(decision.decision).toBe(SamplingDecision.NOT_RECORD);
      draw.mockReturnValue(0.001);
      expect(sampler.shouldSample(visitor, ALWAYS_KEPT_BY_RATIO, 'GET', SpanKind.SERVER, {}, []).decision).toBe(
        SamplingDecision.RECORD_AND_SAMPLED,
      );
    } finally {
      draw.mockRestore();
    }
  });

  it('reads the ratio from the standard variables', () => {
    expect(configuredRatio({})).toBe(1);
    expect(configuredRatio({ OTEL_TRACES_SAMPLER: 'always_off' })).toBe(0);
    expect(configuredRatio({ OTEL_TRACES_SAMPLER: 'traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.25' })).toBe(0.25);
    expect(configuredRatio({ OTEL_TRACES_SAMPLER: 'traceidratio', OTEL_TRACES_SAMPLER_ARG: 'lots' })).toBe(1);
  });
});
