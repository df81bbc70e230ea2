import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../../http/errors.ts';

export const releaseAuthMessages = {
  disabled: 'Release writes are disabled: set RELEASE_TOKEN on the API.',
  unauthorized: 'A valid release token is required (Authorization: Bearer <token>).',
} as const;

/** Writes to the registry need the configured token; reads are public. */
export function requireReleaseToken(token: string | undefined) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!token) return sendError(reply, 503, releaseAuthMessages.disabled);
    const given = Buffer.from((request.headers.authorization ?? '').replace(/^Bearer\s+/i, ''));
    const expected = Buffer.from(token);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return sendError(reply, 401, releaseAuthMessages.unauthorized);
    }
    return undefined;
  };
}
