import type { FastifyInstance } from 'fastify';
import { FORM_TOKEN_PATH, MIN_FORM_FILL_MS, formTokenMessages } from '@site/shared/contracts';
import {
  MAX_MESSAGE_LENGTH,
  formSchemas,
  unknownFieldNames,
  validateValues,
  validationMessages,
} from '@site/shared/form-rules';
import type { FormSubmissionRequest, FormSubmissionResponse, FormTokenResponse } from '@site/shared/contracts';
import type { FormId } from '@site/shared/form-rules';
import { sendError, sendFieldErrors } from '../../http/errors.ts';
import { requestFingerprint } from '../../http/leads.ts';
import type { LeadWrites } from '../../http/leads.ts';
import { checkFormToken, signFormToken } from '@site/shared/server/form-token';
import type { RateLimitConfig } from '../../http/security.ts';
import type { ContentRepository } from '../content/content-repository.ts';
import { issuedUploadError } from '../uploads/issued-address.ts';
import type { UploadStore } from '../uploads/upload-store.ts';
import { FormSubmissionResponseSchema, FormTokenResponseSchema } from '@site/shared/schemas';
import { formResponses } from '../../http/content-responses.ts';

/** Ours: the answer a bot gets, the same as a person's, so it learns nothing. */
const BOT_SUBMISSION_ID = 0;

export const submissionRequestSchema = {
  type: 'object',
  required: ['values'],
  additionalProperties: false,
  properties: {
    values: {
      type: 'object',
      maxProperties: 40,
      additionalProperties: { type: ['string', 'boolean'], maxLength: MAX_MESSAGE_LENGTH },
    },
    honeypot: { type: 'string', maxLength: 200 },
    /** The client's own clock: accepted from clients that still send it, and ignored (docs/decisions/013). */
    startedAt: { type: 'integer', minimum: 0 },
    /** Required: checked in the handler, so each way it fails has its own message. */
    formToken: { type: 'string', maxLength: 200 },
  },
} as const;

/**
 * A filled honeypot or a form sent faster than a person could: answered as success, stored nowhere. The form was
 * shown at `issuedAt`, its token's signed time (the server's clock, not the client's).
 */
export function looksLikeBot(request: { honeypot?: string }, issuedAt: number, now: number): boolean {
  return Boolean(request.honeypot) || now - issuedAt < MIN_FORM_FILL_MS;
}

type LinkCheck = (value: unknown) => Promise<string | undefined>;

/**
 * Ours: the fields that hold a link, and what each must link to. The shared
 * rules check their form; only the server knows what exists, so these run
 * here. A `javascript:` or foreign address matches neither.
 */
export function linkFieldChecks(deps: {
  content: ContentRepository;
  uploads: UploadStore;
}): Partial<Record<FormId, Record<string, LinkCheck>>> {
  const isOurCaseStudy = async (value: string) =>
    (await deps.content.bySlug('case-study', value)) !== undefined ||
    (await deps.content.all('case-study')).some((study) => study.case_Study_pdf === value);
  return {
    // A resume is an address our upload store issued for a resume, as in the application.
    'careers-enquiry': { resume: (value) => issuedUploadError(deps.uploads, value, 'resume') },
    // The case study's slug (what the page sends), or its PDF's address.
    'case-study-download': {
      url: async (value) =>
        typeof value !== 'string' || value === '' || (await isOurCaseStudy(value))
          ? undefined
          : validationMessages.unknownCaseStudy,
    },
  };
}

/**
 * The CRM form submission, keyed by form id: consultation, subscribe,
 * talk-to-expert, case-study download, partnership, careers enquiry,
 * general query and guide comment. The same rules as the browser's, from
 * shared/, run again here; nothing invalid is stored.
 */
export function registerFormRoutes(
  app: FastifyInstance,
  deps: {
    content: ContentRepository;
    uploads: UploadStore;
    rateLimit: RateLimitConfig;
    /** Idempotency keys and receipts (docs/decisions/042). */
    leads: LeadWrites;
    /** Shared with the shell's host, which signs the token into every page (docs/decisions/013). */
    formTokenSecret: string;
    now?: () => number;
  },
): void {
  const { formTokenSecret, now = Date.now } = deps;
  const { leads, rateLimit } = deps;
  const linkChecks = linkFieldChecks(deps);

  // A fresh token for a form the browser rendered (after in-site navigation, or when the server could not render
  // the page): the minimum fill time runs from now.
  app.get(
    FORM_TOKEN_PATH,
    { config: { rateLimit }, schema: { response: formResponses(200, FormTokenResponseSchema) } },
    (_request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send({ token: signFormToken(formTokenSecret, now()) } satisfies FormTokenResponse),
  );

  app.post<{ Params: { formId: FormId }; Body: FormSubmissionRequest }>(
    '/api/forms/:formId',
    {
      ...leads.routeOptions,
      schema: {
        params: {
          type: 'object',
          properties: { formId: { type: 'string', enum: Object.keys(formSchemas) } },
        },
        body: submissionRequestSchema,
        response: formResponses(201, FormSubmissionResponseSchema),
      },
    },
    async (request, reply) => {
      const schema = formSchemas[request.params.formId];
      const { values } = request.body;
      // A late delivery with the host's receipt is judged as of the time the host accepted it (docs/decisions/042).
      const lead = await leads.open(request, reply);
      if (!lead) return reply;
      const fingerprint = requestFingerprint(request.body);
      if (await leads.replayed(lead, fingerprint, reply)) return reply;
      const token = checkFormToken(request.body.formToken, formTokenSecret, lead.at);
      if (!token.ok) return sendError(reply, 403, formTokenMessages[token.reason]);
      if (looksLikeBot(request.body, token.issuedAt, lead.at)) {
        request.log.info({ form: schema.id }, 'Dropped a submission that looked automated');
        // Kept under its key too: a repeat later, past the fill time, must not be stored as a person's.
        const dropped = await leads.commit(lead, fingerprint, async () => ({
          status: 201,
          body: { status: true, id: BOT_SUBMISSION_ID } satisfies FormSubmissionResponse,
        }));
        return leads.send(reply, dropped);
      }
      const unknown = unknownFieldNames(Object.keys(schema.fields), values);
      const errors: Record<string, string> = {
        ...Object.fromEntries(unknown.map((name) => [name, validationMessages.invalidValue])),
        ...validateValues(schema, values),
      };
      for (const [field, check] of Object.entries(linkChecks[schema.id] ?? {})) {
        const error = errors[field] ?? (await check(values[field]));
        if (error) errors[field] = error;
      }
      if (Object.keys(errors).length > 0) return sendFieldErrors(reply, errors);

      const answer = await leads.commit(lead, fingerprint, async (sql) => {
        const row = await sql.get<{ id: number }>(
          'INSERT INTO form_submissions (form_id, payload, client_ip, created_at) VALUES (?, ?, ?, ?) RETURNING id',
          [schema.id, JSON.stringify(values), request.ip, new Date().toISOString()],
        );
        if (!row) throw new Error('The submission was not stored');
        return { status: 201, body: { status: true, id: row.id } satisfies FormSubmissionResponse };
      });
      return leads.send(reply, answer);
    },
  );
}
