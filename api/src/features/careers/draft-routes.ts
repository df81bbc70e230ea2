import type { FastifyInstance } from 'fastify';
import {
  APPLICATION_DRAFT_ID_PATTERN,
  APPLICATION_DRAFT_MAX_BYTES,
  APPLICATION_DRAFT_TTL_MS,
} from '@site/shared/contracts';
import { CAREER_STEP_COUNT, MAX_MESSAGE_LENGTH, careerApplicationFields } from '@site/shared/form-rules';
import type { ApplicationDraft, ApplicationDraftInput, ApplicationDraftValues } from '@site/shared/contracts';
import type { Db, Sql } from '../../db/database.ts';
import { sendError } from '../../http/errors.ts';
import type { RateLimitConfig } from '../../http/security.ts';
import { Type } from 'typebox';
import { ApplicationDraftSchema } from '@site/shared/schemas';
import { formResponses } from '../../http/content-responses.ts';
import { openValues, sealValues } from '../privacy/personal-data-key.ts';
import type { Keyring } from '../privacy/personal-data-key.ts';

/** DELETE answers 204 with no body, whether or not there was a draft. */
const DRAFT_DELETED = Type.Null({ description: 'Deleted, or there was nothing to delete.' });

/** Ours: a visitor saves a draft on each step and field they leave, so drafts allow more writes than a form post. */
export const DRAFT_WRITES_PER_FORM_POST = 6;

export const draftMessages = {
  notFound: 'No saved application with this id.',
  tooLarge: `The saved answers may be at most ${APPLICATION_DRAFT_MAX_BYTES} bytes.`,
} as const;

interface DraftRow {
  id: string;
  step: number;
  draft_values: string;
  updated_at: string;
  expires_at: string;
}

const params = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: APPLICATION_DRAFT_ID_PATTERN } },
} as const;

const draftBody = {
  type: 'object',
  required: ['step', 'values'],
  additionalProperties: false,
  properties: {
    step: { type: 'integer', minimum: 1, maximum: CAREER_STEP_COUNT },
    values: {
      type: 'object',
      maxProperties: careerApplicationFields.length,
      propertyNames: { enum: [...careerApplicationFields] },
      additionalProperties: { type: ['string', 'boolean'], maxLength: MAX_MESSAGE_LENGTH },
    },
  },
} as const;

/** The draft as its owner gets it back: the Aadhaar number, encrypted at rest (issue 51), decrypted for them alone. */
function toDraft(row: DraftRow, keyring: Keyring): ApplicationDraft {
  return {
    id: row.id,
    step: row.step,
    values: openValues(keyring, JSON.parse(row.draft_values) as ApplicationDraftValues),
    updatedAt: row.updated_at,
    expiresAt: row.expires_at,
  };
}

/**
 * The application wizard's drafts (docs/decisions/010): the shell's host
 * keeps each visitor's answers here, keyed by the random id in their
 * HttpOnly cookie, so a step posted without JavaScript, a reload or a crash
 * loses nothing. A draft expires 7 days after its last save; expired ones are
 * never served and are purged as drafts are written.
 */
export function registerDraftRoutes(
  app: FastifyInstance,
  deps: { db: Db; rateLimit: RateLimitConfig; keyring: Keyring; now?: () => Date },
): void {
  const { keyring } = deps;
  const now = deps.now ?? (() => new Date());
  const draftRateLimit = { ...deps.rateLimit, max: deps.rateLimit.max * DRAFT_WRITES_PER_FORM_POST };
  const { db } = deps;
  const select = (sql: Sql, id: string, at: string) =>
    sql.get<DraftRow>(
      'SELECT id, step, draft_values, updated_at, expires_at FROM application_drafts WHERE id = ? AND expires_at > ?',
      [id, at],
    );
  const purge = (sql: Sql, at: string) => sql.run('DELETE FROM application_drafts WHERE expires_at <= ?', [at]);
  app.addHook('onReady', async () => {
    await purge(db, now().toISOString());
  });

  app.get<{ Params: { id: string } }>(
    '/api/careers/drafts/:id',
    { config: { rateLimit: draftRateLimit }, schema: { params, response: formResponses(200, ApplicationDraftSchema) } },
    async (request, reply) => {
      const row = await select(db, request.params.id, now().toISOString());
      if (!row) return sendError(reply, 404, draftMessages.notFound);
      return reply.header('cache-control', 'no-store').send(toDraft(row, keyring));
    },
  );

  app.put<{ Params: { id: string }; Body: ApplicationDraftInput }>(
    '/api/careers/drafts/:id',
    {
      config: { rateLimit: draftRateLimit },
      schema: { params, body: draftBody, response: formResponses(200, ApplicationDraftSchema) },
    },
    async (request, reply) => {
      if (Buffer.byteLength(JSON.stringify(request.body.values)) > APPLICATION_DRAFT_MAX_BYTES) {
        return sendError(reply, 413, draftMessages.tooLarge);
      }
      const values = JSON.stringify(sealValues(keyring, request.body.values));
      const at = now();
      const stored = await db.transaction(async (sql) => {
        await purge(sql, at.toISOString());
        await sql.run(
          `INSERT INTO application_drafts (id, step, draft_values, created_at, updated_at, expires_at)
           VALUES (?, ?, ?, ?, ?, ?)
           ON CONFLICT (id) DO UPDATE SET step = excluded.step, draft_values = excluded.draft_values,
             updated_at = excluded.updated_at, expires_at = excluded.expires_at`,
          [
            request.params.id,
            request.body.step,
            values,
            at.toISOString(),
            at.toISOString(),
            new Date(at.getTime() + APPLICATION_DRAFT_TTL_MS).toISOString(),
          ],
        );
        return select(sql, request.params.id, at.toISOString());
      });
      if (!stored) return sendError(reply, 500, draftMessages.notFound);
      return reply.header('cache-control', 'no-store').send(toDraft(stored, keyring));
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api/careers/drafts/:id',
    {
      config: { rateLimit: draftRateLimit },
      schema: { params, response: formResponses(204, DRAFT_DELETED) },
    },
    async (request, reply) => {
      await db.run('DELETE FROM application_drafts WHERE id = ?', [request.params.id]);
      return reply.code(204).send();
    },
  );
}
