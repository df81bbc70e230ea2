import type { FastifyInstance } from 'fastify';
import {
  MAX_MESSAGE_LENGTH,
  MAX_TEXT_LENGTH,
  email,
  multiLineText,
  requiredNotBlank,
  singleLineText,
} from '@site/shared/form-rules';
import type { NotificationPayload } from '@site/shared/contracts';
import { sendFieldErrors } from '../../http/errors.ts';
import { SINGLE_LINE_PATTERN } from '../../http/input-messages.ts';
import { requestFingerprint } from '../../http/leads.ts';
import type { LeadWrites } from '../../http/leads.ts';
import { refuseUnknownFields } from '../../http/strict-fields.ts';
import type { Outbox } from './outbox.ts';
import { NotificationResponseSchema } from '@site/shared/schemas';
import { formResponses } from '../../http/content-responses.ts';

/** One-line values: the subject becomes a mail header, and none may start a new line in the mail. */
const line = (maxLength: number) => ({ type: 'string', maxLength, pattern: SINGLE_LINE_PATTERN }) as const;

/**
 * forms-spec.md section 3, the contact e-mail payload, and nothing else:
 * the case study sends `Subject`, every other form `subject`.
 */
export const notificationSchema = {
  type: 'object',
  required: ['Name', 'Email'],
  additionalProperties: false,
  properties: {
    subject: line(MAX_TEXT_LENGTH),
    Subject: line(MAX_TEXT_LENGTH),
    Name: line(MAX_TEXT_LENGTH),
    Email: line(MAX_TEXT_LENGTH),
    Phone_number: line(MAX_TEXT_LENGTH),
    Where_did_you_find_us: line(MAX_TEXT_LENGTH),
    Write_message_to_us: { type: 'string', maxLength: MAX_MESSAGE_LENGTH },
  },
} as const;

export const notificationFields = Object.keys(notificationSchema.properties) as readonly string[];

/**
 * forms-spec.md call 8, `POST /api/hubspot/data`: the notification e-mail a
 * form sends after it succeeds. It becomes an outbox row before the answer,
 * and nothing more: the outbox's sender sends it, never this request.
 */
export function registerNotificationRoutes(app: FastifyInstance, outbox: Outbox, leads: LeadWrites): void {
  app.post<{ Body: NotificationPayload }>(
    '/api/hubspot/data',
    {
      ...leads.routeOptions,
      preValidation: refuseUnknownFields(notificationFields),
      schema: { body: notificationSchema, response: formResponses(202, NotificationResponseSchema) },
    },
    async (request, reply) => {
      const lead = await leads.open(request, reply);
      if (!lead) return reply;
      const fingerprint = requestFingerprint(request.body);
      if (await leads.replayed(lead, fingerprint, reply)) return reply;
      const payload = request.body;
      const subject = (payload.subject ?? payload.Subject ?? '').trim();
      const errors: Record<string, string> = {};
      // The shared rules again, for what a schema pattern cannot see (a lone surrogate).
      for (const [field, value] of Object.entries(payload)) {
        const error = (field === 'Write_message_to_us' ? multiLineText : singleLineText)(value, {});
        if (error) errors[field] = error;
      }
      const subjectError = requiredNotBlank(subject, {});
      if (subjectError) errors.subject ??= subjectError;
      const nameError = requiredNotBlank(payload.Name, {});
      if (nameError) errors.Name ??= nameError;
      const emailError = email(payload.Email, {});
      if (emailError) errors.Email ??= emailError;
      if (Object.keys(errors).length > 0) return sendFieldErrors(reply, errors);

      const answer = await leads.commit(lead, fingerprint, async (sql) => ({
        status: 202,
        body: { status: true, id: await outbox.insert(sql, subject, payload as unknown as Record<string, unknown>) },
      }));
      if (!answer.replayed) outbox.wake();
      return leads.send(reply, answer);
    },
  );
}
