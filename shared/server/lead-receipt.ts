// A host's receipt for a lead (issue 49, docs/decisions/042). The shell's host accepts a lead, perhaps while the API
// is away, and delivers it later, perhaps hours later. Its receipt says when it accepted it, signed with
// FORM_TOKEN_SECRET (which only the site's own processes hold), over everything that makes the request: the time,
// the idempotency key, the method, the path and the body's SHA-256. The API then judges the lead as of that time
// (its form token, the minimum fill time) and does not count it against the client's rate a second time.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import {
  IDEMPOTENCY_KEY_RETENTION_MS,
  LEAD_RECEIPT_HEADER,
  LEAD_RECEIVED_AT_HEADER,
  isIdempotencyKey,
} from '@site/shared/contracts';

/**
 * A receipt older than this is refused: the API may have forgotten the key by then (IDEMPOTENCY_KEY_RETENTION_DAYS),
 * and a repeat would be stored twice. The host's spool must deliver, or give up on, a lead within this time.
 */
export const LEAD_RECEIPT_MAX_AGE_MS = IDEMPOTENCY_KEY_RETENTION_MS;
/** Ours: how far in the future (the host's clock ahead of the API's) a receipt may be dated. */
export const LEAD_RECEIPT_MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;

/** What a receipt is signed over. `path` is the request's path and query as the API receives it (`/api/…`). */
export interface LeadReceiptFields {
  /** When the host accepted the lead: epoch milliseconds. */
  receivedAt: number;
  /** The request's Idempotency-Key. */
  key: string;
  /** `POST`. */
  method: string;
  path: string;
  /** The SHA-256 of the request's body exactly as sent, in lower-case hex. */
  bodySha256: string;
}

/** SHA-256 of a request body, in lower-case hex. */
export function bodySha256(body: Uint8Array | string): string {
  return createHash('sha256').update(body).digest('hex');
}

const signed = ({ receivedAt, key, method, path, bodySha256: digest }: LeadReceiptFields) =>
  ['lead-receipt', String(receivedAt), key, method.toUpperCase(), path, digest].join('\n');

/** The receipt: HMAC-SHA256 of the fields with the shared secret, base64url (43 characters). */
export function signLeadReceipt(secret: string, fields: LeadReceiptFields): string {
  return createHmac('sha256', secret).update(signed(fields)).digest('base64url');
}

/** True when `receipt` is this secret's for exactly these fields; compared in constant time. */
export function verifyLeadReceipt(secret: string, receipt: string, fields: LeadReceiptFields): boolean {
  const expected = Buffer.from(signLeadReceipt(secret, fields));
  const given = Buffer.from(receipt);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The two headers a host adds to a lead it delivers: `Lead-Received-At` and `Lead-Receipt`, for the body exactly as
 * it sends it (the same bytes on every attempt; a multipart body with the same boundary).
 */
export function leadReceiptHeaders(
  secret: string,
  lead: { receivedAt: number; key: string; method: string; path: string; body: Uint8Array | string },
): Record<string, string> {
  const fields = { ...lead, bodySha256: bodySha256(lead.body) };
  return {
    [LEAD_RECEIVED_AT_HEADER]: String(lead.receivedAt),
    [LEAD_RECEIPT_HEADER]: signLeadReceipt(secret, fields),
  };
}

export type LeadReceiptCheck =
  { ok: true; receivedAt: number } | { ok: false; reason: 'without-key' | 'forged' | 'expired' };

/**
 * Checks a request's receipt headers (lower-case names, as Node gives them) at `now`: signed with `secret` for this
 * key, method, path and body, and dated neither before LEAD_RECEIPT_MAX_AGE_MS ago nor after the clock skew allows.
 */
export function checkLeadReceipt(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  request: { key: string | undefined; method: string; path: string; bodySha256: string; now: number },
): LeadReceiptCheck {
  const receipt = headers[LEAD_RECEIPT_HEADER.toLowerCase()];
  const receivedAtText = headers[LEAD_RECEIVED_AT_HEADER.toLowerCase()];
  if (!isIdempotencyKey(request.key)) return { ok: false, reason: 'without-key' };
  if (typeof receipt !== 'string' || typeof receivedAtText !== 'string' || !/^\d{1,15}$/.test(receivedAtText)) {
    return { ok: false, reason: 'forged' };
  }
  const receivedAt = Number(receivedAtText);
  const fields = {
    receivedAt,
    key: request.key,
    method: request.method,
    path: request.path,
    bodySha256: request.bodySha256,
  };
  if (!verifyLeadReceipt(secret, receipt, fields)) return { ok: false, reason: 'forged' };
  if (receivedAt > request.now + LEAD_RECEIPT_MAX_CLOCK_SKEW_MS || request.now - receivedAt > LEAD_RECEIPT_MAX_AGE_MS) {
    return { ok: false, reason: 'expired' };
  }
  return { ok: true, receivedAt };
}

/** True when a request carries a receipt header at all (a receipt then decides; its absence changes nothing). */
export function hasLeadReceipt(headers: Record<string, string | string[] | undefined>): boolean {
  return (
    headers[LEAD_RECEIPT_HEADER.toLowerCase()] !== undefined ||
    headers[LEAD_RECEIVED_AT_HEADER.toLowerCase()] !== undefined
  );
}
