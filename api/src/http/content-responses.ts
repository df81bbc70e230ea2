import type { FastifyReply } from 'fastify';
import type { TSchema } from 'typebox';
import { ApiErrorBodySchema, ApiFailureSchema } from '@site/shared/schemas';
import type { ContentTypeDefinition } from '../features/content/content-types.ts';
import { sendError } from './errors.ts';

/** 404 with the error body the client's catalogue tests for (`status: 0`). */
export function sendNotFound(reply: FastifyReply, definition: ContentTypeDefinition) {
  return sendError(reply, 404, `${definition.label} not found.`);
}

/**
 * A content call's answers: `ok` on 200, which Fastify serializes with it
 * (fields outside it are never sent) and OpenAPI publishes; the one error
 * shape on every 4xx and 5xx.
 */
export function contentResponses<T extends TSchema>(ok: T) {
  return { 200: ok, '4xx': ApiErrorBodySchema, '5xx': ApiErrorBodySchema };
}

/**
 * A form call's answers: `ok` on its success status; on 4xx the error shape
 * with each refused field's message when fields were refused.
 */
export function formResponses<S extends number, T extends TSchema>(status: S, ok: T) {
  return { [status]: ok, '4xx': ApiFailureSchema, '5xx': ApiErrorBodySchema } as Record<S, T> & {
    '4xx': typeof ApiFailureSchema;
    '5xx': typeof ApiErrorBodySchema;
  };
}
