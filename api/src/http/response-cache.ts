import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { etagMatches } from '@site/shared/server/served-files';

/** Ours: distinct URLs kept. Visitors choose query strings, so the least recently used go beyond this. */
export const RESPONSE_CACHE_MAX_ENTRIES = 1000;
/** Ours: bytes of bodies kept in all, whatever the entries' count. */
export const RESPONSE_CACHE_MAX_BYTES = 32 * 1024 * 1024;
/**
 * Public content that any cache may keep but must revalidate before each use:
 * the ETag makes that a body-less 304 while nothing changed, and a change is
 * seen on the next request, never after an expiry (ADR 007).
 */
export const CONTENT_CACHE_CONTROL = 'public, no-cache';

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Keep this GET route's 200 answers, by URL, until `revision` moves. */
    responseCache?: boolean;
  }
  interface FastifyRequest {
    /** The revision a cache miss was computed at; null when nothing is to be kept. */
    responseCacheRevision: number | null;
  }
}

export interface ResponseCacheOptions {
  /** Moves whenever what a cached route answers may have changed; asked on every request. */
  revision: () => Promise<number>;
  maxEntries?: number;
  maxBytes?: number;
}

interface CachedResponse {
  /** A string, not a Buffer: Node then writes headers and body in one piece. */
  body: string;
  bytes: number;
  /** Strong: the hash of the exact bytes. */
  etag: string;
}

/**
 * Answers the GET routes whose config sets `responseCache` from memory: the
 * serialized body and its ETag, keyed by path and query, computed once per
 * content revision. Hooks that run before (security headers, CORS) still
 * run on every request; validation, the handler and serialization run on a
 * miss only. Call before registering those routes.
 */
export function installResponseCache(app: FastifyInstance, options: ResponseCacheOptions): void {
  const entries = new LRUCache<string, CachedResponse>({
    max: options.maxEntries ?? RESPONSE_CACHE_MAX_ENTRIES,
    maxSize: options.maxBytes ?? RESPONSE_CACHE_MAX_BYTES,
    sizeCalculation: (entry) => entry.bytes || 1,
  });
  let cachedRevision: number | undefined;

  app.decorateRequest('responseCacheRevision', null);

  // Async hooks that answer return the reply, so that Fastify goes no further.
  async function serveCached(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    if (request.method !== 'GET') return undefined;
    const revision = await options.revision();
    if (revision !== cachedRevision) {
      entries.clear();
      cachedRevision = revision;
    }
    const cached = entries.get(request.url);
    if (!cached) {
      request.responseCacheRevision = revision;
      return undefined;
    }
    void reply.header('etag', cached.etag).header('cache-control', CONTENT_CACHE_CONTROL);
    if (etagMatches(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
    return reply.header('content-type', JSON_CONTENT_TYPE).send(cached.body);
  }

  function keepResponse(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: (error: Error | null, payload?: unknown) => void,
  ): void {
    const revision = request.responseCacheRevision;
    if (revision === null || reply.statusCode !== 200 || typeof payload !== 'string') return done(null, payload);
    const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
    // Content that changed while this answer was computed is not kept: the
    // next request sees the new revision and starts afresh.
    if (revision === cachedRevision) {
      entries.set(request.url, { body: payload, bytes: Buffer.byteLength(payload), etag });
    }
    void reply.header('etag', etag).header('cache-control', CONTENT_CACHE_CONTROL);
    if (etagMatches(request.headers['if-none-match'], etag)) {
      void reply.code(304).removeHeader('content-type');
      return done(null, null);
    }
    done(null, payload);
  }

  app.addHook('onRoute', (route) => {
    if (!route.config?.responseCache) return;
    route.onRequest = [...[route.onRequest ?? []].flat(), serveCached];
    route.onSend = [...[route.onSend ?? []].flat(), keepResponse];
  });
}
