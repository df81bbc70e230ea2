import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { brand } from '@site/shared/contracts';
import type { ApiErrorBody } from '@site/shared/contracts';
import type { ApiConfig } from '../config.ts';
import type { Redis } from 'ioredis';
import { helmetHeaders } from '@site/shared/server/helmet-headers';

export interface RateLimitConfig {
  max: number;
  timeWindow: number;
}

export const rateLimitMessage = 'Too many requests. Please wait a moment and try again.';

/** Helmet's headers, on the reply of every request. */
function installSecurityHeaders(app: FastifyInstance) {
  // Helmet's headers, worked out once and given to each response in one call: running helmet's middleware on
  // every request took about a seventh of a cached answer's time (docs/decisions/038). On the reply, so that
  // Fastify writes them with its own; a route that writes its response by hand takes them from the reply.
  const securityHeaders = helmetHeaders({
    // The API serves JSON and downloads only; nothing it sends may run script.
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(securityHeaders);
    done();
  });
}

/** The rate limiter routes opt into; with Redis, one count per client across every API instance. */
async function installRateLimit(app: FastifyInstance, nameSpace: string, redis: Redis | undefined) {
  await app.register(fastifyRateLimit, {
    global: false,
    // With REDIS_URL, one count per client across every API instance (issue 22); while Redis cannot answer,
    // requests pass rather than fail: the forms' tokens and fill times still stand (docs/decisions/025).
    ...(redis ? { redis, nameSpace, skipOnError: true } : {}),
    errorResponseBuilder: (_request, context): ApiErrorBody & { statusCode: number } => ({
      statusCode: context.statusCode,
      status: 0,
      message: rateLimitMessage,
    }),
  });
}

/**
 * Security headers on every response, CORS only for the site's own origins,
 * and the rate limiter that form and upload routes opt into.
 */
export async function installSecurity(app: FastifyInstance, config: ApiConfig, redis?: Redis): Promise<void> {
  installSecurityHeaders(app);
  await app.register(fastifyCors, {
    origin: (origin, callback) => callback(null, !origin || config.siteOrigins.includes(origin)),
    methods: ['GET', 'POST'],
  });
  await installRateLimit(app, `${brand.slug}-rate-limit-`, redis);
}

/**
 * The admin address's (docs/decisions/045): the same headers, no CORS (no page of any site may call it from a
 * browser), and a rate limiter of its own for failed authentications (release-auth.ts).
 */
export async function installAdminSecurity(admin: FastifyInstance, redis?: Redis): Promise<void> {
  installSecurityHeaders(admin);
  await installRateLimit(admin, `${brand.slug}-release-auth-`, redis);
}
