// A career application's registration ID (forms-spec.md section 9: shown on the thank-you page, copied by the
// applicant), derived from the submission's idempotency key (docs/decisions/042): the shell's host that spools an
// application while the API is away shows the visitor the ID the API will store, and a retry gets the same one.
// Pure (no Node module), so the hosts, the remotes' server handlers and the API compute it alike.
import { brand } from '../brand/brand.ts';

/** Crockford's base32: no I, L, O or U, so an ID read aloud or copied by hand is not mistaken. */
export const CROCKFORD_BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Ours: the code's length, 40 bits of the key's hash; unique per year in practice, and checked by a unique index. */
export const REGISTRATION_CODE_LENGTH = 8;
/** The brand's initials that start every ID: `ARC`. */
export const REGISTRATION_ID_PREFIX = brand.slug.slice(0, 3).toUpperCase();
/** `ARC-2026-7K4M2QXD`. */
export const REGISTRATION_ID_PATTERN = new RegExp(
  `^${REGISTRATION_ID_PREFIX}-\\d{4}-[${CROCKFORD_BASE32}]{${REGISTRATION_CODE_LENGTH}}$`,
);

/**
 * `ARC-<year>-<code>`: the brand's initials, the year (UTC) the lead was received (the host's receipt time for a
 * late delivery, else the API's clock), and 8 Crockford base32 characters of SHA-256 of the key.
 */
export function registrationIdFor(key: string, receivedAt: Date | number): string {
  const year = new Date(receivedAt).getUTCFullYear();
  return `${REGISTRATION_ID_PREFIX}-${year}-${base32Code(sha256(new TextEncoder().encode(key)))}`;
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

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

const rotr = (value: number, by: number) => (value >>> by) | (value << (32 - by));

/** SHA-256 (FIPS 180-4) of `message`: small and synchronous, for the browser-safe library (tested against Node's). */
export function sha256(message: Uint8Array): Uint8Array {
  const length = message.length;
  const padded = new Uint8Array(Math.ceil((length + 9) / 64) * 64);
  padded.set(message);
  padded[length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(length / 0x20000000));
  view.setUint32(padded.length - 4, (length << 3) >>> 0);
  const hash = new Uint32Array([
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
  ]);
  const w = new Uint32Array(64);
  for (let offset = 0; offset < padded.length; offset += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(offset + i * 4);
    for (let i = 16; i < 64; i++) {
      const w15 = w[i - 15] ?? 0;
      const w2 = w[i - 2] ?? 0;
      const s0 = rotr(w15, 7) ^ rotr(w15, 18) ^ (w15 >>> 3);
      const s1 = rotr(w2, 17) ^ rotr(w2, 19) ^ (w2 >>> 10);
      w[i] = ((w[i - 16] ?? 0) + s0 + (w[i - 7] ?? 0) + s1) >>> 0;
    }
    let [a, b, c, d, e, f, g, h] = [hash[0], hash[1], hash[2], hash[3], hash[4], hash[5], hash[6], hash[7]].map(
      (value) => value ?? 0,
    ) as [number, number, number, number, number, number, number, number];
    for (let i = 0; i < 64; i++) {
      const s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25);
      const choice = (e & f) ^ (~e & g);
      const t1 = (h + s1 + choice + (K[i] ?? 0) + (w[i] ?? 0)) >>> 0;
      const s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22);
      const majority = (a & b) ^ (a & c) ^ (b & c);
      const t2 = (s0 + majority) >>> 0;
      [h, g, f, e, d, c, b, a] = [g, f, e, (d + t1) >>> 0, c, b, a, (t1 + t2) >>> 0];
    }
    [a, b, c, d, e, f, g, h].forEach((value, i) => (hash[i] = ((hash[i] ?? 0) + value) >>> 0));
  }
  const digest = new Uint8Array(32);
  const out = new DataView(digest.buffer);
  hash.forEach((value, i) => out.setUint32(i * 4, value));
  return digest;
}
