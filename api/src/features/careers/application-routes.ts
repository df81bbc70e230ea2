import type { FastifyInstance } from 'fastify';
import { CLOSED_JOB_MESSAGE, brand } from '@site/shared/contracts';
import {
  MAX_MESSAGE_LENGTH,
  careerApplicationFields,
  unformatAadhaar,
  unknownFieldNames,
  validateApplication,
  validationMessages,
} from '@site/shared/form-rules';
import type { CareerApplicationResponse } from '@site/shared/contracts';
import type { Db } from '../../db/database.ts';
import { fieldErrorsMessage } from '../../http/errors.ts';
import type { RateLimitConfig } from '../../http/security.ts';
import type { ContentRepository } from '../content/content-repository.ts';
import { issuedUploadError } from '../uploads/issued-address.ts';
import type { UploadStore } from '../uploads/upload-store.ts';
import { sealValues } from '../privacy/personal-data-key.ts';
import type { Keyring } from '../privacy/personal-data-key.ts';
import { Type } from 'typebox';
import { ApiErrorBodySchema, ApiFailureSchema, CareerApplicationResponseSchema } from '@site/shared/schemas';

type ApplicationValues = Record<string, string | boolean>;

/** `ARC-2026-000042`: the brand's initials, the year, and the row number. */
export function registrationId(id: number, now: Date): string {
  return `${brand.slug.slice(0, 3).toUpperCase()}-${now.getFullYear()}-${String(id).padStart(6, '0')}`;
}

/**
 * forms-spec.md call 10: the four steps merged into one payload. Every rule
 * of the wizard runs again here, the opening must still be open, and the
 * photo and resume must be files this API stored.
 */
export function registerApplicationRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    content: ContentRepository;
    uploads: UploadStore;
    rateLimit: RateLimitConfig;
    /** The Aadhaar number is stored encrypted under its current key (issue 51). */
    keyring: Keyring;
  },
): void {
  app.post<{ Body: ApplicationValues }>(
    '/api/careers/application',
    {
      config: { rateLimit: deps.rateLimit },
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
      const now = new Date();
      const values: ApplicationValues = {
        ...request.body,
        ...(typeof request.body.aadhaar === 'string' ? { aadhaar: unformatAadhaar(request.body.aadhaar) } : {}),
      };
      const email = typeof values.email === 'string' ? values.email : '';
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

      const id = await deps.db.transaction(async (sql) => {
        const row = await sql.get<{ id: number }>(
          `INSERT INTO career_applications (registration_id, email, position, payload, created_at)
           VALUES ('pending', ?, ?, ?, ?) RETURNING id`,
          [email, String(opening.position_name), JSON.stringify(sealValues(deps.keyring, values)), now.toISOString()],
        );
        if (!row) throw new Error('The application was not stored');
        await sql.run('UPDATE career_applications SET registration_id = ? WHERE id = ?', [
          registrationId(row.id, now),
          row.id,
        ]);
        return row.id;
      });
      const body: CareerApplicationResponse = {
        Success: true,
        ID: registrationId(id, now),
        Email: email,
        ErrorMessage: '',
      };
      return reply.code(201).send(body);
    },
  );
}
