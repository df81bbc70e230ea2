// One log format for every process (docs/decisions/041): pino's JSON lines, each with the service that wrote it.
import type { FastifyServerOptions } from 'fastify';
import { setting } from './settings.ts';
import type { Env } from './settings.ts';

/** Ours: what a process logs unless LOG_LEVEL says otherwise. */
export const DEFAULT_LOG_LEVEL = 'info';

/** `LOG_LEVEL`: what a process logs (pino's levels); DEFAULT_LOG_LEVEL unless set. */
export function logLevelFrom(env: Env): string {
  return setting(env, 'LOG_LEVEL') ?? DEFAULT_LOG_LEVEL;
}

/**
 * Fastify's logger options for a service: JSON lines at `level` (its config's logLevelFrom), each naming the
 * service. A host a test makes without a config reads LOG_LEVEL the same way (jest/quiet-logs.ts sets it).
 */
export function loggerOptions(service: string, level = logLevelFrom(process.env)): FastifyServerOptions['logger'] {
  return { level, base: { service, pid: process.pid } };
}
