import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './errors.ts';
import { inputMessages } from './input-messages.ts';

/**
 * A `preValidation` hook refusing any body field outside `allowed` with a
 * clear 400. Fastify's validator is set to strip unknown properties
 * (`removeAdditional`), which would accept them silently; this runs first.
 */
export function refuseUnknownFields(allowed: readonly string[]) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const body: unknown = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return sendError(reply, 400, inputMessages.notAnObject);
    }
    const unknown = Object.keys(body).find((name) => !allowed.includes(name));
    if (unknown !== undefined) return sendError(reply, 400, inputMessages.unknownField(unknown, allowed));
    return undefined;
  };
}
