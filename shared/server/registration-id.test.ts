import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { REGISTRATION_ID_PATTERN } from '../src/api/registration-id.ts';
import { registrationIdFor } from './registration-id.ts';

describe('registrationIdFor', () => {
  it('is the brand initials, the UTC year of receipt, and 8 Crockford base32 characters of the key hash', () => {
    const key = '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b';
    const id = registrationIdFor(key, Date.UTC(2026, 11, 31, 23, 59));
    expect(id).toMatch(REGISTRATION_ID_PATTERN);
    expect(id.startsWith('ARC-2026-')).toBe(true);
    // The same key gives the same ID on every host and instance; the year is the receipt's, in UTC.
    expect(registrationIdFor(key, new Date('2026-12-31T23:59:00Z'))).toBe(id);
    expect(registrationIdFor(key, Date.UTC(2027, 0, 1))).toBe(id.replace('2026', '2027'));
    // The code is the first 40 bits of SHA-256 of the key.
    const bits = BigInt(`0x${createHash('sha256').update(key).digest('hex').slice(0, 10)}`);
    const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
    const code = Array.from({ length: 8 }, (_, i) => alphabet[Number((bits >> BigInt(35 - i * 5)) & 31n)]).join('');
    expect(id).toBe(`ARC-2026-${code}`);
  });

  it('gives different keys different IDs', () => {
    const ids = new Set(Array.from({ length: 2000 }, () => registrationIdFor(randomUUID(), Date.UTC(2026, 0, 1))));
    expect(ids.size).toBe(2000);
  });
});
