import type { FastifyReply } from 'fastify';
import { MAX_PER_PAGE } from '@site/shared/contracts';
import type { ContentTypeDefinition } from '../features/content/content-types.ts';
import { sendError } from './errors.ts';

/** 404 with the error body the client's catalogue tests for (`status: 0`). */
export function sendNotFound(reply: FastifyReply, definition: ContentTypeDefinition) {
  return sendError(reply, 404, `${definition.label} not found.`);
}

/** Path parameter of every detail call. */
export const slugParamsSchema = {
  type: 'object',
  required: ['slug'],
  properties: { slug: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

/** `per_page` and `page` of every paged list, with the page size the spec gives that list. */
export function pagingProperties(defaultPerPage: number) {
  return {
    per_page: { type: 'integer', minimum: 1, maximum: MAX_PER_PAGE, default: defaultPerPage },
    page: { type: 'integer', minimum: 1, default: 1 },
  } as const;
}
