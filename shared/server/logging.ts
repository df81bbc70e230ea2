// One log format for every process (docs/decisions/041): pino's JSON lines, each with the service that wrote it.
import type { FastifyServerOptions } from 'fastify';

/** Ours: what a process logs unless LOG_LEVEL says otherwise. */
export const DEFAULT_LOG_LEVEL = 'info';

/** Fastify's logger options for a service: JSON lines at `level` (LOG_LEVEL by default), each naming the service. */
export function loggerOptions(service: string, level?: string): FastifyServerOptions['logger'] {
  return { level: level ?? process.env.LOG_LEVEL ?? DEFAULT_LOG_LEVEL, base: { service, pid: process.pid } };
}
