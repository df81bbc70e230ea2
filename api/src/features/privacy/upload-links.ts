// Uploads are private (issue 51): the API serves a visitor's file only through a link signed with
// UPLOAD_LINK_SECRET (or the secret kept in DATA_DIR) that names its expiry. Staff make one with
// `npm run privacy -- upload-link <address>`; any other request for the file is answered 404, as if there were none.
import { createHmac, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { sharedSecret } from '@site/shared/server/form-token';

/** Where a made-up UPLOAD_LINK_SECRET is kept under DATA_DIR, so every process sharing DATA_DIR agrees. */
export const UPLOAD_LINK_SECRET_FILE = path.join('secrets', 'upload-link-secret');
/** Ours: how long a link lasts unless the command is told otherwise. */
export const UPLOAD_LINK_DEFAULT_MINUTES = 60;
/** Ours: the longest a link may last, as for S3's presigned links: a week. */
export const UPLOAD_LINK_MAX_MINUTES = 7 * 24 * 60;
/** The query parameters of a signed link. */
export const UPLOAD_LINK_EXPIRES_PARAM = 'expires';
export const UPLOAD_LINK_SIGNATURE_PARAM = 'signature';

/** UPLOAD_LINK_SECRET, or the one kept under DATA_DIR. */
export const uploadLinkSecret = (configured: string | undefined, dataDir: string) =>
  sharedSecret(configured, dataDir, UPLOAD_LINK_SECRET_FILE);

const signature = (secret: string, address: string, expires: number) =>
  createHmac('sha256', secret).update(`upload-link:${address}:${expires}`).digest('base64url');

/** `address?expires=<epoch seconds>&signature=<HMAC-SHA256>`: the upload at `address` until `expiresAt`. */
export function signUploadLink(secret: string, address: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  const query = new URLSearchParams({
    [UPLOAD_LINK_EXPIRES_PARAM]: String(expires),
    [UPLOAD_LINK_SIGNATURE_PARAM]: signature(secret, address, expires),
  });
  return `${address}?${query.toString()}`;
}

/** Whether a request for `address` carries a link signed with `secret` that has not expired; compared in constant time. */
export function isSignedUploadLink(
  secret: string,
  address: string,
  query: { expires?: unknown; signature?: unknown },
  now: Date,
): boolean {
  const { expires, signature: given } = query;
  if (typeof expires !== 'string' || typeof given !== 'string' || !/^\d{1,12}$/.test(expires)) return false;
  const at = Number(expires);
  if (at * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signature(secret, address, at));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
