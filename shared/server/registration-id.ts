// A career application's registration ID, derived from the submission's idempotency key (docs/decisions/042): the
// shell's host that spools an application while the API is away shows the visitor the ID the API will store, and a
// retry gets the same one. The hosts and the API compute it alike.
import { createHash } from 'node:crypto';
import { CROCKFORD_BASE32, REGISTRATION_CODE_LENGTH, REGISTRATION_ID_PREFIX } from '../src/api/registration-id.ts';

/**
 * `ARC-<year>-<code>`: the brand's initials, the year (UTC) the lead was received (the host's receipt time for a
 * late delivery, else the API's clock), and 8 Crockford base32 characters of SHA-256 of the key.
 */
export function registrationIdFor(key: string, receivedAt: Date | number): string {
  const year = new Date(receivedAt).getUTCFullYear();
  return `${REGISTRATION_ID_PREFIX}-${year}-${base32Code(createHash('sha256').update(key).digest())}`;
}

/** The first REGISTRATION_CODE_LENGTH × 5 bits of `bytes`, in Crockford's base32. */
function base32Code(bytes: Uint8Array): string {
  let code = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && code.length < REGISTRATION_CODE_LENGTH) {
      code += CROCKFORD_BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
    if (code.length === REGISTRATION_CODE_LENGTH) break;
  }
  return code;
}
