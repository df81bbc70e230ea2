import type { FastifyInstance } from 'fastify';
import { MIN_FORM_FILL_MS } from '@site/shared/contracts';
import {
  MAX_MESSAGE_LENGTH,
  formSchemas,
  unknownFieldNames,
  validateValues,
  validationMessages,
} from '@site/shared/form-rules';
import type { FormSubmissionRequest, FormSubmissionResponse } from '@site/shared/contracts';
import type { FormId } from '@site/shared/form-rules';
import type { Db } from '../../db/database.ts';
import { sendFieldErrors } from '../../http/errors.ts';
import type { RateLimitConfig } from '../../http/security.ts';

/** Ours: the answer a bot gets, the same as a person's, so it learns nothing. */
const BOT_SUBMISSION_ID = 0;

export const submissionRequestSchema = {
  type: 'object',
  required: ['values', 'startedAt'],
  additionalProperties: false,
  properties: {
    values: {
      type: 'object',
      maxProperties: 40,
      additionalProperties: { type: ['string', 'boolean'], maxLength: MAX_MESSAGE_LENGTH },
    },
    honeypot: { type: 'string', maxLength: 200 },
    startedAt: { type: 'integer', minimum: 0 },
    formToken: { type: 'string', maxLength: 200 },
  },
} as const;

/** A filled honeypot or a form sent faster than a person could: answered as success, stored nowhere. */
export function looksLikeBot(request: { honeypot?: string; startedAt: number }, now: number): boolean {
  return Boolean(request.honeypot) || now - request.startedAt < MIN_FORM_FILL_MS;
}

/**
 * The CRM form submission, keyed by form id: consultation, subscribe,
 * talk-to-expert, case-study download, partnership, careers enquiry,
 * general query and guide comment. The same rules as the browser's, from
 * shared/, run again here; nothing invalid is stored.
 */
export function registerFormRoutes(app: FastifyInstance, db: Db, rateLimit: RateLimitConfig): void {
  const insert = db.prepare(
    "INSERT INTO form_submissions (form_id, payload, client_ip, created_at) VALUES (?, ?, ?, strftime('%Y-%m-%dT%H:%M:%fZ'))",
  );

  app.post<{ Params: { formId: FormId }; Body: FormSubmissionRequest }>(
    '/api/forms/:formId',
    {
      config: { rateLimit },
      schema: {
        params: {
          type: 'object',
          properties: { formId: { type: 'string', enum: Object.keys(formSchemas) } },
        },
        body: submissionRequestSchema,
      },
    },
    async (request, reply) => {
      const schema = formSchemas[request.params.formId];
      const { values } = request.body;
      if (looksLikeBot(request.body, Date.now())) {
        request.log.info({ form: schema.id }, 'Dropped a submission that looked automated');
        return reply.code(201).send({ status: true, id: BOT_SUBMISSION_ID } satisfies FormSubmissionResponse);
      }
      const unknown = unknownFieldNames(Object.keys(schema.fields), values);
      const errors = {
        ...Object.fromEntries(unknown.map((name) => [name, validationMessages.invalidValue])),
        ...validateValues(schema, values),
      };
      if (Object.keys(errors).length > 0) return sendFieldErrors(reply, errors);

      const id = Number(insert.run(schema.id, JSON.stringify(values), request.ip).lastInsertRowid);
      const body: FormSubmissionResponse = { status: true, id };
      return reply.code(201).send(body);
    },
  );
}
