import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { apiMessages } from '@site/shared/contracts';
import type { ApiErrorBody } from '@site/shared/contracts';

/** Every error leaves the API in one shape: `{ status: 0, message }`. */
export function sendError(reply: FastifyReply, statusCode: number, message: string) {
  const body: ApiErrorBody = { status: 0, message };
  return reply.code(statusCode).send(body);
}

interface ValidationIssue {
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
      const detail = allowed
        ? `must be one of ${allowed.filter((value) => value !== '').join(', ')}`
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
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 500) {
      request.log.error(error);
      return sendError(reply, statusCode, apiMessages.internal);
    }
    return sendError(reply, statusCode, error.message);
  });
  app.setNotFoundHandler((_request, reply) => sendError(reply, 404, apiMessages.notFound));
}
