import type { FastifyInstance } from 'fastify';
import { MAX_MESSAGE_LENGTH, MAX_TEXT_LENGTH, email, requiredNotBlank } from '@site/shared/form-rules';
import type { NotificationPayload } from '@site/shared/contracts';
import { sendFieldErrors } from '../../http/errors.ts';
import type { RateLimitConfig } from '../../http/security.ts';
import type { Outbox } from './outbox.ts';

const text = { type: 'string', maxLength: MAX_TEXT_LENGTH } as const;

const notificationSchema = {
  type: 'object',
  required: ['Name', 'Email'],
  properties: {
    subject: text,
    Subject: text,
    Name: text,
    Email: text,
    Phone_number: text,
    Where_did_you_find_us: text,
    Write_message_to_us: { type: 'string', maxLength: MAX_MESSAGE_LENGTH },
  },
} as const;

/**
 * forms-spec.md call 8, `POST /api/hubspot/data`: the notification e-mail a
 * form sends after it succeeds. It becomes an outbox row before the answer.
 */
export function registerNotificationRoutes(app: FastifyInstance, outbox: Outbox, rateLimit: RateLimitConfig): void {
  app.post<{ Body: NotificationPayload }>(
    '/api/hubspot/data',
    { config: { rateLimit }, schema: { body: notificationSchema } },
    async (request, reply) => {
      const payload = request.body;
      const subject = (payload.subject ?? payload.Subject ?? '').trim();
      const errors: Record<string, string> = {};
      const subjectError = requiredNotBlank(subject, {});
      if (subjectError) errors.subject = subjectError;
      const nameError = requiredNotBlank(payload.Name, {});
      if (nameError) errors.Name = nameError;
      const emailError = email(payload.Email, {});
      if (emailError) errors.Email = emailError;
      if (Object.keys(errors).length > 0) return sendFieldErrors(reply, errors);

      const id = outbox.enqueue(subject, payload as unknown as Record<string, unknown>);
      return reply.code(202).send({ status: true, id });
    },
  );
}
