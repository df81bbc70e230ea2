// One log format for every process (docs/decisions/041, 046): pino's JSON lines, each with the service that wrote it,
// its version, the trace it belongs to, and no personal data: addresses are logged redacted (with their route
// template), and e-mail addresses, phone and Aadhaar numbers, draft ids and upload names are replaced wherever they
// appear in a line.
import { randomUUID } from 'node:crypto';
import { isSpanContextValid, trace } from '@opentelemetry/api';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import pino from 'pino';
import { redactFields, redactText, redactUrl } from './redaction.ts';
import { setting } from './settings.ts';
import type { Env } from './settings.ts';

/** Ours: what a process logs unless LOG_LEVEL says otherwise. */
export const DEFAULT_LOG_LEVEL = 'info';

/** `LOG_LEVEL`: what a process logs (pino's levels); DEFAULT_LOG_LEVEL unless set. */
export function logLevelFrom(env: Env): string {
  return setting(env, 'LOG_LEVEL') ?? DEFAULT_LOG_LEVEL;
}

/** The running process's version, in every line (set once by `startTelemetry`, from the process's package). */
const identity = { version: 'unknown' };

export function setServiceVersion(version: string): void {
  identity.version = version;
}

/** The active span's trace and span ids, in OpenTelemetry's log field names: none while tracing is off. */
export function traceFields(): Record<string, string> {
  const span = trace.getActiveSpan()?.spanContext();
  if (!span || !isSpanContextValid(span)) return {};
  return { trace_id: span.traceId, span_id: span.spanId, trace_flags: `0${span.traceFlags.toString(16)}` };
}

/** A request as a log line shows it: its method, its redacted address and its route template; never the client. */
export function requestForLog(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), route: request.routeOptions?.url ?? null };
}

/** An error as pino shows it, its message and stack scrubbed: a driver's message may quote the value it refused. */
export function errorForLog(error: Error) {
  // Spread: pino's shape has a prototype of its own, which redactFields would leave as it is.
  const shown = pino.stdSerializers.err(error);
  return redactFields({ ...shown }) as typeof shown;
}

/** A line's `error` field: an Error as errorForLog shows it, or a message already (`String(error)`), as text. */
export function errorFieldForLog(error: Error | string) {
  return typeof error === 'string' ? redactText(error) : errorForLog(error);
}

export interface LoggerSettings {
  service: string;
  /** Its config's logLevelFrom; a host a test makes without a config reads LOG_LEVEL the same way (jest/quiet-logs.ts). */
  level?: string | undefined;
  /** Tests read the lines from a stream of their own; standard output otherwise. */
  stream?: NodeJS.WritableStream | undefined;
}

/** Fastify's logger options for a service: JSON lines at `level`, each naming the service, its version and trace. */
export function loggerOptions({ service, level, stream }: LoggerSettings): FastifyServerOptions['logger'] {
  return {
    level: level ?? logLevelFrom(process.env),
    base: { service, version: identity.version, pid: process.pid },
    mixin: traceFields,
    serializers: { req: requestForLog, err: errorForLog, error: errorFieldForLog },
    formatters: {
      // `req` and `err` have their own serializers; everything else a line carries is scrubbed here.
      log: (fields) => redactFields(fields) as Record<string, unknown>,
    },
    hooks: {
      logMethod(args, method) {
        const scrubbed = args.map((arg) => (typeof arg === 'string' ? redactText(arg) : arg)) as typeof args;
        method.apply(this, scrubbed);
      },
    },
    ...(stream ? { stream } : {}),
  };
}

/**
 * Fastify's request ids: random, so that two processes' ids never collide and none is guessable; never the one a
 * client sends. A request is followed across processes by its trace id.
 */
export const requestIds = {
  genReqId: () => randomUUID(),
  requestIdHeader: false,
} as const satisfies Partial<FastifyServerOptions>;
