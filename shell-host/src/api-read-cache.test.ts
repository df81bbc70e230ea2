import { createServer } from 'node:net';
import type { Server } from 'node:net';
import { afterEach, describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { temporaryFolder } from '@site/shared/server/testing/temporary-folder';
import { SERVER_RENDER_TIMEOUT_MS } from '@site/shared/contracts';
import {
  API_READ_COOLDOWN_MS,
  API_READ_WITH_KEPT_TIMEOUT_MS,
  STALE_ANSWER_HEADER,
  createApiReadCache,
} from './api-read-cache.ts';

let api: FastifyInstance | undefined;
let origin: string;

async function startApi(port = 0) {
  api = Fastify();
  api.get('/api/guide/data', async (request, reply) =>
    reply
      .header('cache-control', 'public, no-cache')
      .send({ data: ['a guide'], page: (request.query as { page?: string }).page }),
  );
  api.get('/api/careers/drafts/abc', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ step: 1 }),
  );
  api.get('/api/broken', async (_request, reply) => reply.code(500).send({ status: 0 }));
  origin = await api.listen({ host: '127.0.0.1', port });
  return Number(new URL(origin).port);
}

/** The API stopped, and a server on its port that takes connections and never answers; closed when done. */
async function hangApi(): Promise<Server> {
  const port = Number(new URL(origin).port);
  await api?.close();
  const hung: Server = createServer(() => undefined);
  await new Promise<void>((resolve) => hung.listen(port, '127.0.0.1', resolve));
  return hung;
}

afterEach(async () => {
  await api?.close();
  api = undefined;
});

describe("the host's copy of the API's answers", () => {
  it('gives the last good public answer, marked stale, while the API is away, also after the host restarts', async () => {
    const dir = temporaryFolder('api-reads-');
    const port = await startApi();
    const cache = createApiReadCache({ apiOrigin: origin, dir });
    const fresh = await cache.read(`${origin}/api/guide/data?page=2`);
    expect(await fresh.json()).toEqual({ data: ['a guide'], page: '2' });
    expect(fresh.headers.get(STALE_ANSWER_HEADER)).toBeNull();

    await api?.close();
    const stale = await cache.read(`${origin}/api/guide/data?page=2`);
    expect(stale.status).toBe(200);
    expect(await stale.json()).toEqual({ data: ['a guide'], page: '2' });
    expect(Number(stale.headers.get(STALE_ANSWER_HEADER))).toBeGreaterThanOrEqual(0);
    // Another address was never answered: nothing to give.
    await expect(cache.read(`${origin}/api/guide/data?page=3`)).rejects.toThrow();

    // A new host process, the same data folder: the answer is still there.
    const restarted = createApiReadCache({ apiOrigin: `http://127.0.0.1:${port}`, dir });
    const afterRestart = await restarted.read(`http://127.0.0.1:${port}/api/guide/data?page=2`);
    expect(await afterRestart.json()).toEqual({ data: ['a guide'], page: '2' });
  });

  it("never keeps a visitor's own answer, and passes the API's own failures through once nothing is kept", async () => {
    await startApi();
    const cache = createApiReadCache({ apiOrigin: origin, dir: temporaryFolder('api-reads-') });
    expect((await cache.read(`${origin}/api/careers/drafts/abc`)).status).toBe(200);
    await expect(cache.read(`${origin}/api/broken`)).rejects.toThrow(/500/);
    await api?.close();
    await expect(cache.read(`${origin}/api/careers/drafts/abc`)).rejects.toThrow();
  });

  it('tells a render which of its reads were stale, and leaves everything else to the network', async () => {
    await startApi();
    const cache = createApiReadCache({ apiOrigin: origin });
    const first = cache.session();
    await first.fetch(`${origin}/api/guide/data`);
    expect(first.staleSeconds()).toBeUndefined();
    await api?.close();
    const second = cache.session();
    expect((await second.fetch(`${origin}/api/guide/data`)).ok).toBe(true);
    expect(second.staleSeconds()).toBe(0);
  });

  it('while the API hangs, waits for it once per cool-down, and gives the kept answer at once otherwise', async () => {
    await startApi();
    const cache = createApiReadCache({ apiOrigin: origin, timeoutMs: 300 });
    await cache.read(`${origin}/api/guide/data`);
    const hung = await hangApi();
    try {
      let started = Date.now();
      await cache.read(`${origin}/api/guide/data`);
      expect(Date.now() - started).toBeGreaterThanOrEqual(250);
      started = Date.now();
      for (let i = 0; i < 5; i += 1) await cache.read(`${origin}/api/guide/data`);
      expect(Date.now() - started).toBeLessThan(200);
      expect(API_READ_COOLDOWN_MS).toBeGreaterThan(500);
    } finally {
      hung.close();
    }
  });

  it('gives a hung read its kept answer while a render that made it still has time to finish', async () => {
    await startApi();
    const cache = createApiReadCache({ apiOrigin: origin });
    await cache.read(`${origin}/api/guide/data`);
    const hung = await hangApi();
    try {
      const started = Date.now();
      const answer = await cache.read(`${origin}/api/guide/data`);
      const waited = Date.now() - started;
      expect(answer.headers.get(STALE_ANSWER_HEADER)).not.toBeNull();
      expect(waited).toBeGreaterThanOrEqual(API_READ_WITH_KEPT_TIMEOUT_MS - 50);
      // A render that made this read still has time left to finish with the kept answer.
      expect(waited).toBeLessThan(SERVER_RENDER_TIMEOUT_MS - 300);
    } finally {
      hung.close();
    }
  });
});
