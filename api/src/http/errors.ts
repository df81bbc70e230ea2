import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { apiMessages } from '@site/shared/contracts';
import type { ApiErrorBody, ApiValidationErrorBody } from '@site/shared/contracts';
import { DATABASE_RETRY_AFTER_SECONDS, DatabaseUnavailableError } from '../db/database.ts';
import { SINGLE_LINE_PATTERN, inputMessages } from './input-messages.ts';

export const fieldErrorsMessage = 'Please correct the highlighted fields.';

/** A submission with invalid fields: the form shows each message beside its field. */
export function sendFieldErrors(reply: FastifyReply, errors: Record<string, string>, statusCode = 400) {
  const body: ApiValidationErrorBody = {
    status: 0,
    message: statusCode === 400 ? fieldErrorsMessage : (Object.values(errors)[0] ?? fieldErrorsMessage),
    errors,
  };
  return reply.code(statusCode).send(body);
}

/** Every error leaves the API in one shape: `{ status: 0, message }`. */
export function sendError(reply: FastifyReply, statusCode: number, message: string) {
  const body: ApiErrorBody = { status: 0, message };
  return reply.code(statusCode).send(body);
}

/**
 * 503 with Retry-After: something the API depends on (its database, the upload store for a read) does not answer
 * now. Never 500 for it: the shell's host retries a lead or spools it, and serves its stale pages (issue 49).
 */
export function sendUnavailable(reply: FastifyReply, retryAfterSeconds = DATABASE_RETRY_AFTER_SECONDS) {
  return sendError(reply.header('retry-after', String(retryAfterSeconds)), 503, apiMessages.unavailable);
}

interface ValidationIssue {
  keyword?: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/** Turns a schema failure into a sentence that names the parameter and what it accepts. */
export function describeValidation(context: string | undefined, issues: ValidationIssue[]): string {
  const where = context === 'querystring' ? 'query parameter' : 'field';
  return issues
    .map((issue) => {
      const name = issue.instancePath.replace(/^\//, '') || String(issue.params.missingProperty ?? 'value');
      const allowed = issue.params.allowedValues as unknown[] | undefined;
      const singleLine = issue.keyword === 'pattern' && issue.params.pattern === SINGLE_LINE_PATTERN;
      const detail = allowed
        ? `must be one of ${allowed.filter((value) => value !== '').join(', ')}`
        : singleLine
          ? inputMessages.singleLinePattern
          : (issue.message ?? 'is invalid');
      return `Invalid ${where} "${name}": ${detail}.`;
    })
    .join(' ');
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return sendError(reply, 400, describeValidation(error.validationContext, error.validation as ValidationIssue[]));
    }
    if (error instanceof DatabaseUnavailableError) {
      request.log.warn({ err: error }, 'The database is unavailable: answered 503');
      return sendUnavailable(reply);
    }
    const statusCode = error.statusCode ?? 500;
    // The rate limiter's own body, already in our shape.
    if (statusCode === 429) return reply.code(429).send({ status: 0, message: error.message });
    if (statusCode >= 500) {
      request.log.error(error);
      return sendError(reply, statusCode, apiMessages.internal);
    }
    return sendError(reply, statusCode, error.message);
  });
  app.setNotFoundHandler((_request, reply) => sendError(reply, 404, apiMessages.notFound));
}
