import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FORM_TOKEN_PATH } from '@site/shared/contracts';
import { loadConfig } from '../config.ts';
import { createTestApp } from '../test/test-app.ts';
import { startRedisServer } from '@site/shared/server/testing/redis-server';
import type { TestRedis } from '@site/shared/server/testing/redis-server';

const LIMIT = 3;
let redis: TestRedis;

beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(async () => {
  await redis.stop();
});

/** Two API instances, as behind a load balancer; with `shared`, both count in the same Redis. */
async function twoInstances(shared: boolean) {
  const env = { FORM_RATE_LIMIT_MAX: String(LIMIT), ...(shared ? { REDIS_URL: redis.url } : {}) };
  return Promise.all([createTestApp(env), createTestApp(env)]);
}

const ask = (instance: Awaited<ReturnType<typeof createTestApp>>, ip: string) =>
  instance.app.inject({ url: FORM_TOKEN_PATH, remoteAddress: ip });

describe('rate limits with REDIS_URL (issue 22)', () => {
  it('count a client once across instances: what one allowed, the other no longer allows', async () => {
    const [first, second] = await twoInstances(true);
    try {
      const answers = [];
      for (let request = 0; request < LIMIT; request += 1) answers.push((await ask(first, '192.0.2.10')).statusCode);
      answers.push((await ask(second, '192.0.2.10')).statusCode);
      expect(answers).toEqual([200, 200, 200, 429]);
      // Another client has its own count.
      expect((await ask(second, '192.0.2.11')).statusCode).toBe(200);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('count per instance without it, as the embedded default does', async () => {
    const [first, second] = await twoInstances(false);
    try {
      for (let request = 0; request < LIMIT; request += 1)
        expect((await ask(first, '192.0.2.20')).statusCode).toBe(200);
      expect((await ask(first, '192.0.2.20')).statusCode).toBe(429);
      expect((await ask(second, '192.0.2.20')).statusCode).toBe(200);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('let requests through while Redis cannot answer, rather than fail them', async () => {
    const gone = await startRedisServer();
    const instance = await createTestApp({ FORM_RATE_LIMIT_MAX: '1', REDIS_URL: gone.url });
    try {
      await gone.stop();
      const answers = [];
      for (let request = 0; request < 3; request += 1) answers.push((await ask(instance, '192.0.2.30')).statusCode);
      expect(answers).toEqual([200, 200, 200]);
    } finally {
      await instance.close();
    }
  });

  it('refuse a REDIS_URL that is not redis:// or rediss://', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ REDIS_URL: 'not a url' })).toThrow(/REDIS_URL/);
    expect(loadConfig({ REDIS_URL: 'rediss://user:secret@cache.internal:6380/2' }).redisUrl).toBe(
      'rediss://user:secret@cache.internal:6380/2',
    );
    expect(loadConfig({}).redisUrl).toBeUndefined();
  });
});
