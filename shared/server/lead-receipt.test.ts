import { describe, expect, it } from '@jest/globals';
import { LEAD_RECEIPT_HEADER, LEAD_RECEIVED_AT_HEADER } from '@site/shared/contracts';
import {
  LEAD_RECEIPT_MAX_AGE_MS,
  LEAD_RECEIPT_MAX_CLOCK_SKEW_MS,
  bodySha256,
  checkLeadReceipt,
  leadReceiptHeaders,
  signLeadReceipt,
  verifyLeadReceipt,
} from './lead-receipt.ts';

const secret = 'a-shared-form-token-secret';
const key = '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b';
const body = JSON.stringify({ values: { email: 'ravi@example.com' }, formToken: 't' });
const receivedAt = Date.UTC(2026, 5, 1, 12);
const fields = { receivedAt, key, method: 'POST', path: '/api/forms/subscribe', bodySha256: bodySha256(body) };

/** The headers as Node gives them to a server: lower-case names. */
const lowerCase = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

describe('a lead receipt', () => {
  it('verifies for exactly the fields it was signed over', () => {
    const receipt = signLeadReceipt(secret, fields);
    expect(receipt).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(verifyLeadReceipt(secret, receipt, fields)).toBe(true);
    for (const tampered of [
      { ...fields, receivedAt: receivedAt + 1 },
      { ...fields, key: key.replace('3f', '4f') },
      { ...fields, method: 'PUT' },
      { ...fields, path: '/api/forms/consultation' },
      { ...fields, bodySha256: bodySha256(`${body} `) },
    ]) {
      expect(verifyLeadReceipt(secret, receipt, tampered)).toBe(false);
    }
    expect(verifyLeadReceipt('another-secret', receipt, fields)).toBe(false);
    expect(verifyLeadReceipt(secret, `${receipt.slice(0, -1)}A`, fields)).toBe(receipt.endsWith('A'));
    expect(verifyLeadReceipt(secret, 'short', fields)).toBe(false);
  });

  it('is checked from the request headers, within its age and clock skew', () => {
    const headers = lowerCase(leadReceiptHeaders(secret, { receivedAt, key, method: 'POST', path: fields.path, body }));
    expect(Object.keys(headers).sort()).toEqual(
      [LEAD_RECEIPT_HEADER.toLowerCase(), LEAD_RECEIVED_AT_HEADER.toLowerCase()].sort(),
    );
    const request = { key, method: 'POST', path: fields.path, bodySha256: fields.bodySha256 };
    expect(checkLeadReceipt(secret, headers, { ...request, now: receivedAt + 3_600_000 })).toEqual({
      ok: true,
      receivedAt,
    });
    expect(checkLeadReceipt(secret, headers, { ...request, now: receivedAt + LEAD_RECEIPT_MAX_AGE_MS })).toEqual({
      ok: true,
      receivedAt,
    });
    expect(checkLeadReceipt(secret, headers, { ...request, now: receivedAt + LEAD_RECEIPT_MAX_AGE_MS + 1 })).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(
      checkLeadReceipt(secret, headers, { ...request, now: receivedAt - LEAD_RECEIPT_MAX_CLOCK_SKEW_MS - 1 }),
    ).toEqual({ ok: false, reason: 'expired' });
    expect(checkLeadReceipt(secret, headers, { ...request, key: undefined, now: receivedAt })).toEqual({
      ok: false,
      reason: 'without-key',
    });
    expect(checkLeadReceipt(secret, headers, { ...request, bodySha256: bodySha256('{}'), now: receivedAt })).toEqual({
      ok: false,
      reason: 'forged',
    });
    const withoutTime = { ...headers, [LEAD_RECEIVED_AT_HEADER.toLowerCase()]: undefined };
    expect(checkLeadReceipt(secret, withoutTime, { ...request, now: receivedAt })).toEqual({
      ok: false,
      reason: 'forged',
    });
  });
});
