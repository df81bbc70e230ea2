import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '@site/shared/contracts';
import type { ApiConfig } from '../config.ts';

export interface RateLimitConfig {
  max: number;
  timeWindow: number;
}

export const rateLimitMessage = 'Too many requests. Please wait a moment and try again.';

/**
 * Security headers on every response, CORS only for the site's own origins,
 * and the rate limiter that form and upload routes opt into.
 */
export async function installSecurity(app: FastifyInstance, config: ApiConfig): Promise<void> {
  await app.register(fastifyHelmet, {
    // The API serves JSON and downloads only; nothing it sends may run script.
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  await app.register(fastifyCors, {
    origin: (origin, callback) => callback(null, !origin || config.siteOrigins.includes(origin)),
    methods: ['GET', 'POST'],
  });
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context): ApiErrorBody & { statusCode: number } => ({
      statusCode: context.statusCode,
      status: 0,
      message: rateLimitMessage,
    }),
  });
}
