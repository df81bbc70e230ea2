import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EventSource } from 'eventsource';
import { RELEASE_FEED_EVENT, releaseFeedPath } from '@site/shared/contracts';
import { createTestApp, temporaryDataDir } from '../../test/test-app.ts';
import { startRedisServer } from '../../test/redis-server.ts';
import type { TestRedis } from '../../test/redis-server.ts';
import { createArtifactStore } from './artifact-store.ts';
import { fakeRemoteBuild, fakeShellManifest, routesOnly } from './release-fixtures.ts';

const TOKEN = 'release-feed-token';
let redis: TestRedis;
beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(async () => {
  await redis.stop();
});

/** Two API instances on one database, with the poll for outside changes off: only messages can tell the other. */
async function twoInstances(withRedis: boolean) {
  const storeDir = mkdtempSync(path.join(tmpdir(), 'release-feed-artifacts-'));
  createArtifactStore(storeDir).publish(
    'insights',
    '1.0.0',
    fakeRemoteBuild({ exposes: routesOnly('insights') }),
    'ci',
  );
  const env = {
    DATA_DIR: temporaryDataDir(),
    ARTIFACT_STORE_DIR: storeDir,
    SHELL_MANIFEST: fakeShellManifest({ react: '19.3.1', 'react-dom': '19.3.1' }),
    RELEASE_TOKEN: TOKEN,
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

const pin = (writer: Awaited<ReturnType<typeof createTestApp>>) =>
  writer.app.inject({
    method: 'POST',
    url: '/api/releases/production/pins',
    headers: { authorization: `Bearer ${TOKEN}` },
    payload: { pins: [{ remote: 'insights', version: '1.0.0' }], actor: 'rm', reason: 'release' },
  });

describe('the release feed across API instances (issue 22)', () => {
  it("announces a pin made through one instance on the other's feed, through Redis", async () => {
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
});
