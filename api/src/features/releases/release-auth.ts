import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../../http/errors.ts';

export const releaseAuthMessages = {
  disabled: 'Release writes are disabled: set RELEASE_TOKEN on the API.',
  unauthorized: 'A valid release token is required (Authorization: Bearer <token>).',
} as const;

const BEARER = /^Bearer ([^\s].*)$/;

/** Compares digests, so the time taken says nothing about the token, not even its length. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Writes to the registry need the configured token, in the Bearer scheme and
 * nothing else. Reads (the live manifest, status, history, the artifact list)
 * are public on purpose: they name versions and hashes the browser already
 * sees, and who changed what and why, which an incident needs at once
 * (docs/decisions/005).
 */
export function requireReleaseToken(token: string | undefined) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!token) return sendError(reply, 503, releaseAuthMessages.disabled);
    const given = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (given === undefined || !sameSecret(given, token)) {
      return sendError(reply, 401, releaseAuthMessages.unauthorized);
    }
    return undefined;
  };
}
