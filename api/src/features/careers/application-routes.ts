import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CLOSED_JOB_MESSAGE } from '@site/shared/contracts';
import { registrationIdFor } from '@site/shared/server/registration-id';
import {
  MAX_MESSAGE_LENGTH,
  careerApplicationFields,
  unformatAadhaar,
  unknownFieldNames,
  validateApplication,
  validationMessages,
} from '@site/shared/form-rules';
import type { CareerApplicationResponse } from '@site/shared/contracts';
import { isUniqueViolation } from '../../db/database.ts';
import { fieldErrorsMessage } from '../../http/errors.ts';
import { requestFingerprint } from '../../http/leads.ts';
import type { Lead, LeadWrites } from '../../http/leads.ts';
import type { ContentRepository } from '../content/content-repository.ts';
import { issuedUploadError } from '../uploads/issued-address.ts';
import type { UploadStore } from '../uploads/upload-store.ts';
import { sealValues } from '../privacy/personal-data-key.ts';
import type { Keyring } from '../privacy/personal-data-key.ts';
import { Type } from 'typebox';
import { ApiErrorBodySchema, ApiFailureSchema, CareerApplicationResponseSchema } from '@site/shared/schemas';

type ApplicationValues = Record<string, string | boolean>;

/**
 * Ours: how many random registration IDs an application without an Idempotency-Key tries before it gives up (a
 * collision of 40 bits within a year is astronomically rare; two in a row would mean something is broken).
 */
export const REGISTRATION_ID_ATTEMPTS = 3;

/**
 * The application's registration ID (`ARC-2026-7K4M2QXD`, @site/shared's registrationIdFor): from its
 * Idempotency-Key, so the shell's host knows it before the API has stored a spooled application; from a random key
 * without one. Unique (the column's index): a keyed ID that is taken fails loudly, as an alert.
 */
export function registrationIdOf(lead: Pick<Lead, 'key' | 'at'>): string {
  return registrationIdFor(lead.key ?? randomUUID(), lead.at);
}

/**
 * forms-spec.md call 10: the four steps merged into one payload. Every rule
 * of the wizard runs again here, the opening must still be open, and the
 * photo and resume must be files this API stored.
 */
export function registerApplicationRoutes(
  app: FastifyInstance,
  deps: {
    content: ContentRepository;
    uploads: UploadStore;
    /** Idempotency keys and receipts (docs/decisions/042). */
    leads: LeadWrites;
    /** The Aadhaar number is stored encrypted under its current key (issue 51). */
    keyring: Keyring;
  },
): void {
  app.post<{ Body: ApplicationValues }>(
    '/api/careers/application',
    {
      ...deps.leads.routeOptions,
      schema: {
        body: {
          type: 'object',
          maxProperties: careerApplicationFields.length,
          additionalProperties: { type: ['string', 'boolean'], maxLength: MAX_MESSAGE_LENGTH },
        },
        response: {
          201: CareerApplicationResponseSchema,
          // Refused fields in the application's own shape; a refused request (rate, size, syntax) in the API's.
          '4xx': Type.Union([CareerApplicationResponseSchema, ApiFailureSchema]),
          '5xx': ApiErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { leads } = deps;
      const lead = await leads.open(request, reply);
      if (!lead) return reply;
      const values: ApplicationValues = {
        ...request.body,
        ...(typeof request.body.aadhaar === 'string' ? { aadhaar: unformatAadhaar(request.body.aadhaar) } : {}),
      };
      const email = typeof values.email === 'string' ? values.email : '';
      // The answer is kept under its key without the e-mail (no personal data there); a repeat has the same body.
      const restore = (body: unknown) => ({ ...(body as CareerApplicationResponse), Email: email });
      const fingerprint = requestFingerprint(request.body);
      if (await leads.replayed(lead, fingerprint, reply, restore)) return reply;
      // The dates are judged as of the time the lead was sent (a late delivery's receipt), e.g. the interview date.
      const now = new Date(lead.at);
      const errors: Record<string, string> = {
        ...Object.fromEntries(
          unknownFieldNames(careerApplicationFields, values).map((name) => [name, validationMessages.invalidValue]),
        ),
        ...validateApplication(values, { now, campaign: Boolean(values.campaignDetail) }),
      };
      const photo = await issuedUploadError(deps.uploads, values.image_url, 'photo');
      if (photo) errors.image_url = photo;
      const resume = await issuedUploadError(deps.uploads, values.resume_url, 'resume');
      if (resume) errors.resume_url = resume;

      // A position that fails its own rule (missing, blank) gets that rule's message;
      // only a named position that is closed or unknown is "closed".
      const named = errors.PositionApplied === undefined;
      const opening = named
        ? await deps.content.bySlugOrTitle('opening', String(values.PositionApplied ?? ''))
        : undefined;
      const closed = named && (!opening || opening.job_active_status !== '1');
      if (closed) errors.PositionApplied = CLOSED_JOB_MESSAGE;

      if (!opening || Object.keys(errors).length > 0) {
        const body: CareerApplicationResponse = {
          Success: false,
          ID: '',
          Email: email,
          ErrorMessage: closed ? CLOSED_JOB_MESSAGE : fieldErrorsMessage,
          errors,
        };
        return reply.code(400).send(body);
      }

      const payload = JSON.stringify(sealValues(deps.keyring, values));
      for (let attempt = 1; ; attempt++) {
        const registrationId = registrationIdOf(lead);
        try {
          const answer = await leads.commit(
            lead,
            fingerprint,
            async (sql) => {
              await sql.run(
                `INSERT INTO career_applications (registration_id, email, position, payload, created_at)
                 VALUES (?, ?, ?, ?, ?)`,
                [registrationId, email, String(opening.position_name), payload, new Date().toISOString()],
              );
              const body: CareerApplicationResponse = {
                Success: true,
                ID: registrationId,
                Email: email,
                ErrorMessage: '',
              };
              return { status: 201, body, stored: { ...body, Email: '' } };
            },
            restore,
          );
          return await leads.send(reply, answer);
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          // The registration ID is taken by another application (its key's row would have been found by commit).
          if (lead.key || attempt >= REGISTRATION_ID_ATTEMPTS) {
            request.log.error(
              { alert: 'registration-id-collision', registrationId, keyed: Boolean(lead.key) },
              'A registration ID is taken by another application; the application was not stored',
            );
            throw error;
          }
        }
      }
    },
  );
}
