// Lead writes that may be retried and delivered late (issue 49, docs/decisions/042): `POST /api/forms/:formId`,
// `/api/careers/application`, `/api/hubspot/data` and `/api/media/data`.
//
// - An Idempotency-Key (a UUID v4) makes a write happen once: the answer is stored under the key in the transaction
//   that stores the lead, and a repeat is answered from there, creating nothing. The key is unique, so of two attempts
//   at once the one that commits first wins and the other answers with its answer. The same key with another body
//   (or on another route) is 409. Without a key a write is stored once per request, as before.
// - A host's receipt (Lead-Received-At, Lead-Receipt; @site/shared/server/lead-receipt) makes a late delivery be
//   judged as of the time the host accepted it, and exempts it from the client's rate limit, which the host's
//   acceptance already counted. A receipt that does not verify is 403 (and counts against the rate).
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RequestPayload } from 'fastify';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAY_HEADER,
  idempotencyMessages,
  isIdempotencyKey,
} from '@site/shared/contracts';
import { checkLeadReceipt, hasLeadReceipt } from '@site/shared/server/lead-receipt';
import type { Db, Sql } from '../db/database.ts';
import { isUniqueViolation } from '../db/database.ts';
import { sendError } from './errors.ts';
import type { RateLimitConfig } from './security.ts';
import { rateLimitMessage } from './security.ts';

/** Ours: how long a receipt's check waits for the rest of the body it is signed over to arrive. */
export const LEAD_BODY_DIGEST_TIMEOUT_MS = 5_000;

/** A lead write as the route sees it once its key and receipt are checked. */
export interface Lead {
  /** The Idempotency-Key, when the request has one. */
  key: string | undefined;
  /** When the shell's host accepted the lead, from a valid receipt (epoch ms); undefined without one. */
  receivedAt: number | undefined;
  /** The time the lead is judged at: the receipt's time, else now. */
  at: number;
  /** `POST /api/forms/consultation`: a key belongs to one route. */
  route: string;
}

/** What a lead write answered: stored under its key, and sent again to a repeat. */
export interface LeadAnswer {
  status: number;
  body: unknown;
  /** What is stored under the key when it differs from `body` (personal data left out); `restore` puts it back. */
  stored?: unknown;
}

interface KeyRow {
  route: string;
  fingerprint: string;
  status: number;
  response: string;
}

/** Keys sorted at every level: the same JSON value gives the same text, whatever the order its keys came in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, entry]) => `${JSON.stringify(name)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What makes two requests with one key "the same request": SHA-256 of the request's meaning, canonical JSON. */
export function requestFingerprint(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}

/** The SHA-256 of each body a receipt covers, as it streams in (the bytes exactly as sent, multipart included). */
const bodyDigests = new WeakMap<FastifyRequest, Promise<string>>();

/**
 * Hashes the raw body beside whoever reads it (Fastify's JSON parser, or @fastify/multipart, which reads the request
 * itself): a second `data` listener sees the same chunks. Paused, so nothing flows before the reader takes it.
 */
async function digestBody(
  request: FastifyRequest,
  _reply: FastifyReply,
  payload: RequestPayload,
): Promise<RequestPayload> {
  if (!hasLeadReceipt(request.headers)) return payload;
  const hash = createHash('sha256');
  const digest = new Promise<string>((resolve, reject) => {
    payload.on('data', (chunk: Buffer | string) => hash.update(chunk));
    payload.once('end', () => resolve(hash.digest('hex')));
    payload.once('error', reject);
  });
  digest.catch(() => undefined);
  bodyDigests.set(request, digest);
  payload.pause();
  return payload;
}

/** The hex SHA-256 of the request's whole body, once it has been read; `''`'s when there was none to read. */
async function bodyDigestOf(request: FastifyRequest): Promise<string> {
  const digest = bodyDigests.get(request);
  if (!digest) return createHash('sha256').digest('hex');
  // A multipart body's closing boundary may still be on its way once the file is read: let it flow.
  if (!request.raw.readableEnded) request.raw.resume();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the body did not end')), LEAD_BODY_DIGEST_TIMEOUT_MS);
  });
  try {
    return await Promise.race([digest, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function createLeadWrites(
  app: FastifyInstance,
  deps: { db: Db; formTokenSecret: string; rateLimit: RateLimitConfig; now?: () => number },
) {
  const { db, formTokenSecret, now = Date.now } = deps;
  /** Counts a request whose receipt failed against the client's rate, as its route would have. */
  const countRefused = app.createRateLimit({ ...deps.rateLimit });

  /** True when it answered 429: the client sent too many requests with receipts that did not verify. */
  async function limited(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const result = await countRefused(request);
    if (result.isAllowed || !result.isExceeded) return false;
    await reply
      .code(429)
      .header('retry-after', String(result.ttlInSeconds))
      .send({ status: 0, message: rateLimitMessage });
    return true;
  }

  async function find(key: string): Promise<KeyRow | undefined> {
    return db.get<KeyRow>('SELECT route, fingerprint, status, response FROM idempotency_keys WHERE key = ?', [key]);
  }

  /** A repeat's answer: the stored one for the same request, 409 for another. */
  function answerFor(row: KeyRow, lead: Lead, fingerprint: string, restore: (body: unknown) => unknown) {
    if (row.route !== lead.route || row.fingerprint !== fingerprint) {
      return { status: 409, body: { status: 0, message: idempotencyMessages.keyReused }, replayed: false };
    }
    return { status: row.status, body: restore(JSON.parse(row.response) as unknown), replayed: true };
  }

  const keep = (body: unknown) => body;

  /** Sends an answer `commit` or `replayed` gave, marking a replay. */
  function send(reply: FastifyReply, answer: { status: number; body: unknown; replayed: boolean }) {
    if (answer.replayed) void reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
    return reply.code(answer.status).send(answer.body);
  }

  return {
    /**
     * What every lead route takes: its rate limit, passing requests with a receipt (checked by `open`, which counts
     * those that fail), and the hashing of a body a receipt covers.
     */
    routeOptions: {
      config: {
        rateLimit: {
          ...deps.rateLimit,
          allowList: (request: FastifyRequest) => hasLeadReceipt(request.headers),
        },
      },
      preParsing: digestBody,
    },

    /**
     * Checks the request's key and receipt; undefined when it answered (400 for a malformed key, 403 for a receipt
     * that does not verify, 429 for too many of those). The upload route calls it once it has read the file, since a
     * receipt covers the whole body.
     */
    async open(request: FastifyRequest, reply: FastifyReply): Promise<Lead | undefined> {
      const key = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
      if (key !== undefined && !isIdempotencyKey(key)) {
        await sendError(reply, 400, idempotencyMessages.badKey);
        return undefined;
      }
      const route = `${request.method} ${request.url.split('?')[0] ?? ''}`;
      const at = now();
      if (!hasLeadReceipt(request.headers)) return { key, receivedAt: undefined, at, route };
      let digest: string;
      try {
        digest = await bodyDigestOf(request);
      } catch {
        digest = '';
      }
      const check = checkLeadReceipt(formTokenSecret, request.headers, {
        key,
        method: request.method,
        path: request.url,
        bodySha256: digest,
        now: at,
      });
      if (check.ok) return { key, receivedAt: check.receivedAt, at: check.receivedAt, route };
      if (await limited(request, reply)) return undefined;
      request.log.warn({ reason: check.reason, route }, 'A lead receipt was refused');
      if (check.reason === 'without-key') await sendError(reply, 400, idempotencyMessages.receiptWithoutKey);
      else if (check.reason === 'expired') await sendError(reply, 403, idempotencyMessages.expiredReceipt);
      else await sendError(reply, 403, idempotencyMessages.badReceipt);
      return undefined;
    },

    /**
     * For a request whose key is stored already: answers it as the first time (or 409 for another request with the
     * same key) and returns true. `restore` puts back what the stored answer leaves out.
     */
    async replayed(
      lead: Lead,
      fingerprint: string,
      reply: FastifyReply,
      restore: (body: unknown) => unknown = keep,
    ): Promise<boolean> {
      if (!lead.key) return false;
      const row = await find(lead.key);
      if (!row) return false;
      await send(reply, answerFor(row, lead, fingerprint, restore));
      return true;
    },

    /**
     * Runs `work` (the lead's inserts) in one transaction with its key's row. When another attempt with the key
     * committed first (the key's unique constraint), answers as `replayed` does. A unique violation that is not
     * the key's (a registration ID taken) is thrown.
     */
    async commit(
      lead: Lead,
      fingerprint: string,
      work: (sql: Sql) => Promise<LeadAnswer>,
      restore: (body: unknown) => unknown = keep,
    ): Promise<{ status: number; body: unknown; replayed: boolean }> {
      const { key } = lead;
      try {
        return await db.transaction(async (sql) => {
          const answer = await work(sql);
          if (key) {
            await sql.run(
              `INSERT INTO idempotency_keys (key, route, fingerprint, status, response, created_at)
               VALUES (?, ?, ?, ?, ?, ?)`,
              [
                key,
                lead.route,
                fingerprint,
                answer.status,
                JSON.stringify(answer.stored ?? answer.body),
                new Date(now()).toISOString(),
              ],
            );
          }
          return { status: answer.status, body: answer.body, replayed: false };
        });
      } catch (error) {
        if (!key || !isUniqueViolation(error)) throw error;
        const row = await find(key);
        if (!row) throw error;
        return answerFor(row, lead, fingerprint, restore);
      }
    },

    send,
  };
}

export type LeadWrites = ReturnType<typeof createLeadWrites>;
