// How every process of the site lives (docs/decisions/041): `/healthz` says it is alive, `/readyz` whether what it
// depends on answers, and SIGTERM drains it: not ready at once, still serving for a moment so a load balancer
// notices, then no new connections, in-flight requests finished up to a limit, then exit.
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { stopTelemetry } from './telemetry.ts';

export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';

/** Ours: how long a stopping process still answers (not ready) before it closes, for its load balancer to notice. */
export const DEFAULT_SHUTDOWN_NOTICE_MS = 0;
/** Ours: how long in-flight requests may take to finish once the process closes; then it exits regardless. */
export const DEFAULT_DRAIN_TIMEOUT_MS = 10_000;

/** One dependency's answer to the readiness check. */
export interface ReadinessCheck {
  name: string;
  /** Resolves when the dependency answers; throws or rejects with why it does not. */
  check: () => Promise<void>;
  /**
   * Whether the process is of no use without it (the API without its database). A dependency the process works
   * around (the API's Redis, the host's API) is reported, but leaves it ready: taking every instance out of a load
   * balancer for it would make things worse.
   */
  critical: boolean;
}

/** Ours: how long one readiness check may take before it counts as not answering. */
export const READINESS_CHECK_TIMEOUT_MS = 2_000;

const HEALTH_SCHEMA = {
  description: 'The process is alive.',
  type: 'object',
  required: ['status'],
  properties: { status: { type: 'string', enum: ['ok'] } },
} as const;

const READY_SCHEMA = {
  description: 'Whether the process is ready for traffic (200) or not (503), with every check it made.',
  type: 'object',
  required: ['status', 'checks'],
  properties: {
    status: { type: 'string', enum: ['ready', 'not ready', 'stopping'] },
    checks: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'ok', 'critical'],
        properties: {
          name: { type: 'string' },
          ok: { type: 'boolean' },
          critical: { type: 'boolean' },
          error: { type: 'string' },
        },
      },
    },
  },
} as const;

export interface ProcessState {
  /** Set once SIGTERM (or SIGINT) arrived: `/readyz` answers 503 from then on. */
  stopping: boolean;
}

async function runCheck({
  name,
  check,
  critical,
}: ReadinessCheck): Promise<{ name: string; ok: boolean; critical: boolean; error?: string }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${READINESS_CHECK_TIMEOUT_MS} ms`)),
      READINESS_CHECK_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([check(), timeout]);
    return { name, ok: true, critical };
  } catch (error) {
    return { name, ok: false, critical, error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `/healthz`: 200 while the process runs. `/readyz`: 200 when every critical check answers and the process is not
 * stopping, else 503; the body lists every check with what failed (an optional one as last seen). Neither is cached, logged at info, nor rate-limited.
 */
export function installHealthRoutes(app: FastifyInstance, state: ProcessState, checks: readonly ReadinessCheck[]) {
  // A check that readiness does not hang on (critical: false) never holds the answer up: once it has a result, the
  // answer reports its latest one and checks it again in the background. A dependency that answers slowly (the API
  // of a shell host, while the object store is away) must not make a balancer's check of this process time out.
  const latest = new Map<string, Awaited<ReturnType<typeof runCheck>>>();
  const refreshing = new Set<string>();
  const refresh = async (check: ReadinessCheck) => {
    refreshing.add(check.name);
    try {
      const result = await runCheck(check);
      latest.set(check.name, result);
      return result;
    } finally {
      refreshing.delete(check.name);
    }
  };
  const checkNow = async (check: ReadinessCheck) => {
    const known = latest.get(check.name);
    if (check.critical || !known) return check.critical ? runCheck(check) : refresh(check);
    if (!refreshing.has(check.name)) void refresh(check);
    return known;
  };
  // Once stopping, every answer closes its connection: a kept-alive connection would hold the drain open.
  app.addHook('onSend', async (_request, reply) => {
    if (state.stopping) void reply.header('connection', 'close');
  });
  app.get(HEALTH_PATH, { logLevel: 'warn', schema: { response: { 200: HEALTH_SCHEMA } } }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
  app.get(
    READY_PATH,
    { logLevel: 'warn', schema: { response: { 200: READY_SCHEMA, 503: READY_SCHEMA } } },
    async (_request, reply) => {
      const results = state.stopping ? [] : await Promise.all(checks.map(checkNow));
      const ready = !state.stopping && results.every((result) => result.ok || !result.critical);
      return reply
        .code(ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: ready ? 'ready' : state.stopping ? 'stopping' : 'not ready', checks: results });
    },
  );
}

export interface ServeOptions {
  /** The process's name in its messages: `api`, `shell-host`, `remote-host (insights)`. */
  name: string;
  host: string;
  port: number;
  state: ProcessState;
  shutdownNoticeMs?: number;
  drainTimeoutMs?: number;
  /** Runs after the server closed (connections to databases, stores). */
  onClosed?: () => Promise<void>;
  log?: (message: string) => void;
}

/**
 * Listens, and on SIGTERM/SIGINT (or an uncaught error) reports not ready, waits `shutdownNoticeMs`, closes (no new
 * connections; in-flight requests finish) and exits; a drain that takes longer than `drainTimeoutMs` is cut short.
 */
export async function serve(app: FastifyInstance, options: ServeOptions): Promise<string> {
  const {
    state,
    shutdownNoticeMs = DEFAULT_SHUTDOWN_NOTICE_MS,
    drainTimeoutMs = DEFAULT_DRAIN_TIMEOUT_MS,
    log = (message) => app.log.info(message),
  } = options;
  const address = await app.listen({ host: options.host, port: options.port });
  closeWithGrace({ delay: shutdownNoticeMs + drainTimeoutMs }, async ({ signal, err }) => {
    state.stopping = true;
    if (err) app.log.error({ err }, `${options.name}: stopping after an uncaught error`);
    else log(`${options.name}: ${signal ?? 'asked'} to stop; draining`);
    if (shutdownNoticeMs > 0) await new Promise((resolve) => setTimeout(resolve, shutdownNoticeMs));
    await app.close();
    await options.onClosed?.();
    log(`${options.name}: stopped`);
    await stopTelemetry();
  });
  return address;
}
