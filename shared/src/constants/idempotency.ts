// Exactly-once lead writes (issue 49, docs/decisions/042). Ours: the specs know nothing of retries. The browser and the
// shell's host send a fresh key with each submission and the same key with every retry of it; the API stores its
// answer under the key in the transaction that stores the lead, and answers a repeat with what it answered first.

/**
 * The request header that carries a lead write's key: `POST /api/forms/:formId`, `/api/careers/application`,
 * `/api/hubspot/data` and `/api/media/data`. Optional: a request without it is stored as before, once per request.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** A key's only form: a UUID version 4 in lower case, as `crypto.randomUUID()` makes it (36 characters). */
export const IDEMPOTENCY_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** True when `value` is a key the API accepts. */
export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === 'string' && IDEMPOTENCY_KEY_PATTERN.test(value);
}

/**
 * How long the API remembers a key and its answer. A retry later than this is stored again, so the host must not
 * hold a lead in its spool longer (a receipt older than this is refused: LEAD_RECEIPT_MAX_AGE_MS).
 */
export const IDEMPOTENCY_KEY_RETENTION_DAYS = 14;
export const IDEMPOTENCY_KEY_RETENTION_MS = IDEMPOTENCY_KEY_RETENTION_DAYS * 24 * 60 * 60 * 1000;

/** Set (`true`) on an answer the API gave from its store of keys rather than by storing the request again. */
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';

/**
 * A host's receipt (docs/decisions/042): the time the shell's host accepted a lead (epoch milliseconds) and its
 * HMAC (`@site/shared/server/lead-receipt`). A late delivery is judged as of that time: its form token, the minimum
 * fill time and the dates an application is checked against; and it is not counted against the client's rate.
 */
export const LEAD_RECEIVED_AT_HEADER = 'Lead-Received-At';
export const LEAD_RECEIPT_HEADER = 'Lead-Receipt';

/** What the API answers when a key or receipt is wrong; each reason in its own words. */
export const idempotencyMessages = {
  badKey: `The ${IDEMPOTENCY_KEY_HEADER} header must be a UUID version 4 in lower case, like 3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b.`,
  keyReused: `This ${IDEMPOTENCY_KEY_HEADER} was already used for a different request. Send a new key with a new submission.`,
  receiptWithoutKey: `A ${LEAD_RECEIPT_HEADER} is only accepted with the ${IDEMPOTENCY_KEY_HEADER} it was signed for.`,
  badReceipt: `The ${LEAD_RECEIPT_HEADER} does not match this request.`,
  expiredReceipt: `The ${LEAD_RECEIPT_HEADER} is older than the API keeps idempotency keys, or dated in the future.`,
} as const;
