// The signed timestamp every form carries (docs/decisions/010, 013): the minimum fill time on the server's clock,
// and proof that the form came from a page of this site. The shell's host signs it into every page; the API signs
// one for a form the browser rendered (GET /api/forms/token) and checks every submission's.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FORM_TOKEN_MAX_AGE_MS } from '@site/shared/contracts';
import type { FormTokenProblem } from '@site/shared/contracts';

/** Ours: the secret's length when one is made up (no FORM_TOKEN_SECRET). */
const GENERATED_SECRET_BYTES = 32;
/** Where a made-up secret is kept, under DATA_DIR, so the shell's host and the API (two processes) share it. */
export const FORM_TOKEN_SECRET_FILE = path.join('secrets', 'form-token-secret');

/**
 * A secret both sides of a check need: the configured value, else one kept in `DATA_DIR/<file>` (made on first
 * use, readable by its owner only). Processes that share DATA_DIR then agree without any setting; hosts on other
 * machines must be given the same value.
 */
export function sharedSecret(configured: string | undefined, dataDir: string, file: string): string {
  if (configured) return configured;
  const secretPath = path.join(dataDir, file);
  const stored = () => {
    const secret = readFileSync(secretPath, 'utf8').trim();
    // An empty secret would make every check fail quietly (a remote answering 404 to the shell): say so instead.
    if (!secret) throw new Error(`${secretPath} is empty: delete it, and a new secret is made at the next start`);
    return secret;
  };
  try {
    return stored();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    mkdirSync(path.dirname(secretPath), { recursive: true, mode: 0o700 });
    // Written whole to a file of its own, then linked into place: the site's hosts start together, and one that
    // read the secret while another was still writing it would read it empty. The link fails if another process
    // linked its secret first, which then wins.
    const draft = `${secretPath}.${process.pid}.${randomBytes(6).toString('hex')}`;
    writeFileSync(draft, randomBytes(GENERATED_SECRET_BYTES).toString('base64url'), { flag: 'wx', mode: 0o600 });
    try {
      linkSync(draft, secretPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(draft, { force: true });
    }
    return stored();
  }
}

/** Where a made-up SERVER_BUNDLE_TOKEN is kept under DATA_DIR (docs/decisions/014). */
export const SERVER_BUNDLE_TOKEN_FILE = path.join('secrets', 'server-bundle-token');

/** SERVER_BUNDLE_TOKEN, or the one kept under DATA_DIR: the shell's host and the remotes' hosts share it. */
export function serverBundleToken(env: NodeJS.ProcessEnv, dataDir: string): string {
  return sharedSecret(env.SERVER_BUNDLE_TOKEN, dataDir, SERVER_BUNDLE_TOKEN_FILE);
}

/** FORM_TOKEN_SECRET, or the one kept under DATA_DIR. */
export function formTokenSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  return sharedSecret(env.FORM_TOKEN_SECRET, dataDir, FORM_TOKEN_SECRET_FILE);
}

const signature = (secret: string, issuedAt: number) =>
  createHmac('sha256', secret).update(`form-token:${issuedAt}`).digest('base64url');

/** `<issued at, epoch ms>.<HMAC-SHA256 of it>`. */
export function signFormToken(secret: string, issuedAt: number): string {
  return `${issuedAt}.${signature(secret, issuedAt)}`;
}

export type FormTokenCheck = { ok: true; issuedAt: number } | { ok: false; reason: FormTokenProblem };

/**
 * Whether `token` is one this site signed, not older than `maxAgeMs`; the
 * signature is compared in constant time. The minimum fill time runs from
 * `issuedAt` (the API applies it).
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
