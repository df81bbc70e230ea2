// The API's Redis connection (issue 22, docs/decisions/025): only with REDIS_URL; nothing in the default setup.
import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';

/** Ours: how long a command may wait for Redis before it fails; a rate limit then lets the request through. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/** Ours (issue 49): how long connecting (or reconnecting) may take before the attempt fails and is made again. */
export const REDIS_CONNECT_TIMEOUT_MS = 2_000;

/**
 * A client for `url`, closed with the app. A command fails at once while Redis is unreachable (no offline
 * queue) and the client keeps reconnecting, so a Redis outage slows no request.
 */
export function connectRedis(app: FastifyInstance, url: string): Redis {
  const redis = new Redis(url, {
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
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

/** A message with no body on a channel every API instance listens to: "something changed, look again". */
export interface ChangeChannel {
  publish(): void;
  subscribe(onMessage: () => void): void;
}

/**
 * `channel` on Redis pub/sub. Listening takes a connection of its own (a subscribed connection does nothing
 * else), which queues its SUBSCRIBE until connected and subscribes again after a reconnection.
 */
export function redisChannel(app: FastifyInstance, redis: Redis, channel: string): ChangeChannel {
  return {
    publish() {
      redis.publish(channel, '1').catch((error: unknown) => app.log.warn({ err: error, channel }, 'Redis publish'));
    },
    subscribe(onMessage) {
      const listener = redis.duplicate({ enableOfflineQueue: true });
      listener.on('error', (error: Error) => app.log.warn({ err: error, channel }, 'Redis subscription'));
      listener.on('message', (from: string) => {
        if (from === channel) onMessage();
      });
      void listener.subscribe(channel).catch(() => undefined);
      app.addHook('onClose', async () => {
        await listener.quit().catch(() => listener.disconnect());
      });
    },
  };
}
