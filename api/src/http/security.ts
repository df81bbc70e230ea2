import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { brand } from '@site/shared/contracts';
import type { ApiErrorBody } from '@site/shared/contracts';
import type { ApiConfig } from '../config.ts';
import type { Redis } from 'ioredis';

export interface RateLimitConfig {
  max: number;
  timeWindow: number;
}

export const rateLimitMessage = 'Too many requests. Please wait a moment and try again.';

/**
 * Security headers on every response, CORS only for the site's own origins,
 * and the rate limiter that form and upload routes opt into.
 */
export async function installSecurity(app: FastifyInstance, config: ApiConfig, redis?: Redis): Promise<void> {
  // Helmet's middleware, built once: `@fastify/helmet` rebuilds it on every
  // request, which cost more than answering from the response cache (ADR 007).
  const securityHeaders = helmet({
    // The API serves JSON and downloads only; nothing it sends may run script.
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error?: unknown) =>
      error === undefined ? done() : done(error instanceof Error ? error : new Error(String(error))),
    );
  });
  await app.register(fastifyCors, {
    origin: (origin, callback) => callback(null, !origin || config.siteOrigins.includes(origin)),
    methods: ['GET', 'POST'],
  });
  await app.register(fastifyRateLimit, {
    global: false,
    // With REDIS_URL, one count per client across every API instance (issue 22); while Redis cannot answer,
    // requests pass rather than fail: the forms' tokens and fill times still stand (docs/decisions/025).
    ...(redis ? { redis, nameSpace: `${brand.slug}-rate-limit-`, skipOnError: true } : {}),
    errorResponseBuilder: (_request, context): ApiErrorBody & { statusCode: number } => ({
      statusCode: context.statusCode,
      status: 0,
      message: rateLimitMessage,
    }),
  });
}
