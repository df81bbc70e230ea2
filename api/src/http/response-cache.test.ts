import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { CONTENT_CACHE_CONTROL, installResponseCache } from './response-cache.ts';

/** A route whose handler counts its calls, behind the cache; the content is a variable. */
let app: FastifyInstance;
let revision: number;
let content: string;
let handlerCalls: number;

async function buildCachedApp(maxEntries?: number) {
  const instance = Fastify({ logger: false });
  installResponseCache(instance, { revision: async () => revision, ...(maxEntries ? { maxEntries } : {}) });
  instance.get<{ Querystring: Record<string, string> }>(
    '/items',
    { config: { responseCache: true } },
    async (request) => {
      handlerCalls += 1;
      return { content, query: request.query };
    },
  );
  instance.get('/missing', { config: { responseCache: true } }, async (_request, reply) => {
    handlerCalls += 1;
    return reply.code(404).send({ status: 0, message: content });
  });
  instance.get('/uncached', async () => {
    handlerCalls += 1;
    return { content };
  });
  await instance.ready();
  return instance;
}

beforeEach(async () => {
  revision = 1;
  content = 'first';
  handlerCalls = 0;
  app = await buildCachedApp();
});
afterEach(async () => {
  await app.close();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('the response cache', () => {
  it('answers a repeated GET with the identical body and ETag, without running the handler again', async () => {
    const first = await get('/items?page=1');
    const second = await get('/items?page=1');
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.json()).toEqual({ content: 'first', query: { page: '1' } });
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers['content-length']).toBe(first.headers['content-length']);
    expect(second.headers['cache-control']).toBe(CONTENT_CACHE_CONTROL);
    expect(handlerCalls).toBe(1);
  });

  it('answers If-None-Match with the current ETag with a 304 and no body, on a miss and on a hit', async () => {
    const { headers } = await get('/items');
    const etag = String(headers.etag);
    revision += 1; // the next answer is computed afresh: the 304 then comes from the miss path
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await get('/items', { 'if-none-match': etag });
      expect(response.statusCode).toBe(304);
      expect(response.body).toBe('');
      expect(response.headers.etag).toBe(etag);
      expect(response.headers['cache-control']).toBe(CONTENT_CACHE_CONTROL);
    }
    expect(handlerCalls).toBe(2);
    for (const header of [`"other", ${etag}`, `W/${etag}`, '*']) {
      expect((await get('/items', { 'if-none-match': header })).statusCode).toBe(304);
    }
    const stale = await get('/items', { 'if-none-match': '"something-else"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toMatchObject({ content: 'first' });
  });

  it('serves new content as soon as the revision moves, under a new ETag', async () => {
    const before = await get('/items');
    content = 'second';
    expect((await get('/items')).json()).toMatchObject({ content: 'first' }); // the revision has not moved
    revision += 1;
    const after = await get('/items');
    expect(after.json()).toMatchObject({ content: 'second' });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const revalidated = await get('/items', { 'if-none-match': String(before.headers.etag) });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.json()).toMatchObject({ content: 'second' });
  });

  it('keeps each path and query string apart', async () => {
    const one = await get('/items?page=1');
    const two = await get('/items?page=2');
    expect(one.json()).toMatchObject({ query: { page: '1' } });
    expect(two.json()).toMatchObject({ query: { page: '2' } });
    expect(two.headers.etag).not.toBe(one.headers.etag);
    expect((await get('/items?page=2', { 'if-none-match': String(one.headers.etag) })).statusCode).toBe(200);
    await get('/items?page=1');
    await get('/items?page=2');
    expect(handlerCalls).toBe(2);
  });

  it('holds no more than its maximum of entries, dropping the least recently used', async () => {
    await app.close();
    app = await buildCachedApp(2);
    await get('/items?q=a');
    await get('/items?q=b');
    await get('/items?q=a'); // a is now the most recently used
    await get('/items?q=c'); // evicts b
    expect(handlerCalls).toBe(3);
    await get('/items?q=a');
    await get('/items?q=c');
    expect(handlerCalls).toBe(3);
    await get('/items?q=b');
    expect(handlerCalls).toBe(4);
  });

  it('keeps only successful GET answers, and only on routes that ask for it', async () => {
    await get('/missing');
    const missing = await get('/missing');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    await get('/uncached');
    const uncached = await get('/uncached');
    expect(uncached.headers.etag).toBeUndefined();
    expect(handlerCalls).toBe(4);
    const head = await app.inject({ method: 'HEAD', url: '/items' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });
});
