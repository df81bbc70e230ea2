import { describe, expect, it } from '@jest/globals';
import { getRoute } from '@site/shared';
import type { CareerApplicationResponse } from '@site/shared';
import { careerThankYouHref, decodeThankYouPayload, encodeThankYouPayload } from './thank-you-payload.ts';

const accepted: CareerApplicationResponse = {
  Success: true,
  ID: 'ARC-2025-7K4M2QXD',
  Email: 'ravi@example.com',
  ErrorMessage: '',
};
const refused: CareerApplicationResponse = {
  Success: false,
  ID: '',
  Email: 'ravi@example.com',
  ErrorMessage: '*The job role you are applying is currently closed!',
  errors: { PositionApplied: '*The job role you are applying is currently closed!' },
};

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('the career thank-you payload', () => {
  it('round-trips an accepted application', () => {
    expect(decodeThankYouPayload(encodeThankYouPayload(accepted))).toEqual({
      kind: 'success',
      registrationId: 'ARC-2025-7K4M2QXD',
      email: 'ravi@example.com',
    });
  });

  it('is plain base-64 of the JSON response, as another client would send it', () => {
    expect(encodeThankYouPayload(accepted)).toBe(base64(JSON.stringify(accepted)));
    expect(decodeThankYouPayload(base64(JSON.stringify(refused)))).toEqual({
      kind: 'failure',
      message: refused.ErrorMessage,
    });
  });

  it('keeps text outside ASCII', () => {
    const message = 'Pin code “313001” is not served — please retry';
    expect(decodeThankYouPayload(encodeThankYouPayload({ ...refused, ErrorMessage: message }))).toEqual({
      kind: 'failure',
      message,
    });
  });

  it('builds the thank-you address with q escaped for a query string', () => {
    const href = careerThankYouHref(accepted);
    const url = new URL(href, 'http://localhost');
    expect(url.pathname).toBe(getRoute('career-apply-thankyou').path);
    expect(decodeThankYouPayload(url.searchParams.get('q'))).toMatchObject({ kind: 'success' });
  });

  it('accepts a q whose plus signs became spaces', () => {
    const encoded = encodeThankYouPayload({ ...accepted, Email: 'a>>>?@example.com' });
    expect(encoded).toContain('+');
    expect(decodeThankYouPayload(encoded.replace(/\+/g, ' '))).toMatchObject({ kind: 'success' });
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['not base-64', '%%%not-base64%%%'],
    ['base-64 of text that is not JSON', base64('hello')],
    ['JSON that is not an object', base64('42')],
    ['a success without an ID', base64(JSON.stringify({ ...accepted, ID: '' }))],
    ['a failure without a message', base64(JSON.stringify({ ...refused, ErrorMessage: '' }))],
    ['Success that is not a boolean', base64(JSON.stringify({ ...accepted, Success: 'true' }))],
    ['bytes that are not UTF-8', Buffer.from([0xff, 0xfe, 0x22]).toString('base64')],
  ])('calls a %s q unreadable', (_case, q) => {
    expect(decodeThankYouPayload(q)).toEqual({ kind: 'unreadable' });
  });
});
