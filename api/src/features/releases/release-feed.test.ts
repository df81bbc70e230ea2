import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EventSource } from 'eventsource';
import { RELEASE_FEED_EVENT, RELEASE_FEED_MAX_PER_CLIENT, releaseFeedPath } from '@site/shared/contracts';
import { createTestApp, temporaryDataDir } from '../../test/test-app.ts';
import { testDatabaseUrl } from '../../test/test-database.ts';
import { startRedisServer } from '@site/shared/server/testing/redis-server';
import type { TestRedis } from '@site/shared/server/testing/redis-server';
import {
  artifactStoreIn,
  fakeRemoteBuild,
  fakeShellManifest,
  routesOnly,
} from '@site/shared/server/testing/release-fixtures';
import { releaseFeedMessages } from './release-feed.ts';
import { temporaryFolder } from '@site/shared/server/testing/temporary-folder';

let redis: TestRedis;
beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(async () => {
  await redis.stop();
});

/** Two API instances on one database, with the poll for outside changes off: only messages can tell the other. */
async function twoInstances(withRedis: boolean) {
  const storeDir = temporaryFolder('release-feed-artifacts-');
  await artifactStoreIn(storeDir).publish(
    'insights',
    '1.0.0',
    fakeRemoteBuild({ exposes: routesOnly('insights') }),
    'ci',
  );
  const databaseUrl = await testDatabaseUrl();
  const env = {
    DATA_DIR: temporaryDataDir(),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ARTIFACT_STORE_DIR: storeDir,
    SHELL_MANIFEST: fakeShellManifest({ react: '19.3.1', 'react-dom': '19.3.1' }),
    ...(withRedis ? { REDIS_URL: redis.url } : {}),
  };
  const writer = await createTestApp(env, { releaseFeedPollMs: 60_000 });
  const other = await createTestApp(env, { releaseFeedPollMs: 60_000 });
  const origin = await other.app.listen({ host: '127.0.0.1', port: 0 });
  return { writer, other, origin };
}

/** The events a host hears on `origin`'s feed. */
async function listen(origin: string) {
  const events: string[] = [];
  const feed = new EventSource(`${origin}${releaseFeedPath('production')}`);
  feed.addEventListener(RELEASE_FEED_EVENT, (event) => events.push(event.data));
  for (let wait = 0; wait < 200 && events.length === 0; wait += 1) await new Promise((r) => setTimeout(r, 10));
  expect(events).toHaveLength(1);
  return { events, close: () => feed.close() };
}

/** A pin made on `writer`'s admin address (docs/decisions/045), which the public feed announces. */
const pin = async (writer: Awaited<ReturnType<typeof createTestApp>>) =>
  writer.admin.inject({
    method: 'POST',
    url: '/api/releases/production/pins',
    headers: { authorization: `Bearer ${await writer.releaseToken()}` },
    payload: { pins: [{ remote: 'insights', version: '1.0.0' }], reason: 'release' },
  });

describe('the release feed', () => {
  it("announces a pin made through one API instance on the other's feed, through Redis (issue 22)", async () => {
    const { writer, other, origin } = await twoInstances(true);
    const feed = await listen(origin);
    try {
      // Both instances' subscriptions are up once a message makes the round trip; a pin made before could be lost.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await pin(writer)).statusCode).toBe(200);
      for (let wait = 0; wait < 200 && feed.events.length < 2; wait += 1) await new Promise((r) => setTimeout(r, 10));
      expect(feed.events).toHaveLength(2);
      expect(feed.events[1]).not.toBe(feed.events[0]);
    } finally {
      feed.close();
      await Promise.all([writer.close(), other.close({ keepData: true })]);
    }
  });

  it('announces a release write on its own feed as it answers, without waiting for the poll', async () => {
    const { writer, other } = await twoInstances(false);
    const feed = await listen(await writer.app.listen({ host: '127.0.0.1', port: 0 }));
    try {
      // A read of the releases is not a write: nothing is announced.
      expect((await writer.app.inject({ url: '/api/releases/production' })).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(feed.events).toHaveLength(1);
      expect((await pin(writer)).statusCode).toBe(200);
      for (let wait = 0; wait < 100 && feed.events.length < 2; wait += 1) await new Promise((r) => setTimeout(r, 10));
      expect(feed.events).toHaveLength(2);
    } finally {
      feed.close();
      await Promise.all([writer.close(), other.close({ keepData: true })]);
    }
  });

  it('without Redis, leaves it to the poll: nothing on the other feed right away', async () => {
    const { writer, other, origin } = await twoInstances(false);
    const feed = await listen(origin);
    try {
      expect((await pin(writer)).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(feed.events).toHaveLength(1);
    } finally {
      feed.close();
      await Promise.all([writer.close(), other.close({ keepData: true })]);
    }
  });

  it('holds at most RELEASE_FEED_MAX_PER_CLIENT feeds open for one client, and refuses more with a 429', async () => {
    const api = await createTestApp();
    const origin = await api.app.listen({ host: '127.0.0.1', port: 0 });
    const held: AbortController[] = [];
    const open = async () => {
      const controller = new AbortController();
      const response = await fetch(`${origin}${releaseFeedPath('production')}`, { signal: controller.signal });
      if (response.status === 200) held.push(controller);
      return response;
    };
    try {
      for (let feed = 0; feed < RELEASE_FEED_MAX_PER_CLIENT; feed += 1) expect((await open()).status).toBe(200);
      const refused = await open();
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ status: 0, message: releaseFeedMessages.tooMany });
      // A feed that closes frees its place.
      held.pop()?.abort();
      let again = await open();
      for (let wait = 0; wait < 50 && again.status !== 200; wait += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        again = await open();
      }
      expect(again.status).toBe(200);
    } finally {
      for (const controller of held) controller.abort();
      await api.close();
    }
  });

  it('sends the security headers with the stream, as every other answer of the API has them', async () => {
    const api = await createTestApp();
    const origin = await api.app.listen({ host: '127.0.0.1', port: 0 });
    const controller = new AbortController();
    try {
      const response = await fetch(`${origin}${releaseFeedPath('production')}`, { signal: controller.signal });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-site');
    } finally {
      controller.abort();
      await api.close();
    }
  });
});
