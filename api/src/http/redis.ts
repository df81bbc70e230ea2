// The API's Redis connection (issue 22, docs/decisions/025): only with REDIS_URL; nothing in the default setup.
import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';

/** Ours: how long a command may wait for Redis before it fails; a rate limit then lets the request through. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * A client for `url`, closed with the app. A command fails at once while Redis is unreachable (no offline
 * queue) and the client keeps reconnecting, so a Redis outage slows no request.
 */
export function connectRedis(app: FastifyInstance, url: string): Redis {
  const redis = new Redis(url, {
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
  });
  redis.on('error', (error: Error) => app.log.warn({ err: error }, 'Redis'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}
