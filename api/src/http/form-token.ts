// The signed timestamp every server-rendered form carries (docs/decisions/010): the minimum fill time without the
// client's clock, and proof that the post comes from a page this host rendered.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { FORM_TOKEN_MAX_AGE_MS } from '@site/shared/contracts';

/** Ours: the secret's length when the host makes one up (no FORM_TOKEN_SECRET). */
const GENERATED_SECRET_BYTES = 32;

/** FORM_TOKEN_SECRET, or a random one for this process (tokens then last until the host restarts). */
export function formTokenSecret(env: NodeJS.ProcessEnv = process.env): string {
  return env.FORM_TOKEN_SECRET || randomBytes(GENERATED_SECRET_BYTES).toString('base64url');
}

const signature = (secret: string, issuedAt: number) =>
  createHmac('sha256', secret).update(`form-token:${issuedAt}`).digest('base64url');

/** `<issued at, epoch ms>.<HMAC-SHA256 of it>`. */
export function signFormToken(secret: string, issuedAt: number): string {
  return `${issuedAt}.${signature(secret, issuedAt)}`;
}

export type FormTokenCheck =
  { ok: true; issuedAt: number } | { ok: false; reason: 'missing' | 'forged' | 'expired' | 'future' };

/**
 * Whether `token` is one this host signed, not older than `maxAgeMs`. The
 * minimum fill time is the API's to apply: the host forwards `issuedAt` as
 * the form's `startedAt`, so a post sent too soon is dropped there exactly
 * as the JavaScript path's is.
 */
export function checkFormToken(
  token: string | undefined,
  secret: string,
  now: number,
  maxAgeMs: number = FORM_TOKEN_MAX_AGE_MS,
): FormTokenCheck {
  if (!token) return { ok: false, reason: 'missing' };
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: 'forged' };
  const issuedAt = Number(match[1]);
  const expected = Buffer.from(signature(secret, issuedAt));
  const given = Buffer.from(match[2] ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'forged' };
  if (issuedAt > now) return { ok: false, reason: 'future' };
  if (now - issuedAt > maxAgeMs) return { ok: false, reason: 'expired' };
  return { ok: true, issuedAt };
}
