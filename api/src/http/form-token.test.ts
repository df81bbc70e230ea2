import { describe, expect, it } from '@jest/globals';
import { FORM_TOKEN_MAX_AGE_MS } from '@site/shared/contracts';
import { checkFormToken, formTokenSecret, signFormToken } from './form-token.ts';

const secret = 'test-secret';
const issuedAt = 1_800_000_000_000;

describe('the form token', () => {
  it('is the time it was issued, signed; checking it gives that time back', () => {
    const token = signFormToken(secret, issuedAt);
    expect(token.startsWith(`${issuedAt}.`)).toBe(true);
    expect(checkFormToken(token, secret, issuedAt + 5_000)).toEqual({ ok: true, issuedAt });
  });

  it('refuses a token signed with another secret, or with its time changed', () => {
    const token = signFormToken(secret, issuedAt);
    expect(checkFormToken(token, 'another-secret', issuedAt + 5_000)).toEqual({ ok: false, reason: 'forged' });
    const earlier = token.replace(String(issuedAt), String(issuedAt - 60_000));
    expect(checkFormToken(earlier, secret, issuedAt + 5_000)).toEqual({ ok: false, reason: 'forged' });
    expect(checkFormToken('not a token', secret, issuedAt)).toEqual({ ok: false, reason: 'forged' });
  });

  it('refuses a missing token, one older than FORM_TOKEN_MAX_AGE_MS, and one from the future', () => {
    const token = signFormToken(secret, issuedAt);
    expect(checkFormToken(undefined, secret, issuedAt)).toEqual({ ok: false, reason: 'missing' });
    expect(checkFormToken('', secret, issuedAt)).toEqual({ ok: false, reason: 'missing' });
    expect(checkFormToken(token, secret, issuedAt + FORM_TOKEN_MAX_AGE_MS)).toEqual({ ok: true, issuedAt });
    expect(checkFormToken(token, secret, issuedAt + FORM_TOKEN_MAX_AGE_MS + 1)).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(checkFormToken(token, secret, issuedAt - 1)).toEqual({ ok: false, reason: 'future' });
  });

  it('takes FORM_TOKEN_SECRET, and makes up a random secret without it', () => {
    expect(formTokenSecret({ FORM_TOKEN_SECRET: 'configured' })).toBe('configured');
    const first = formTokenSecret({});
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(formTokenSecret({})).not.toBe(first);
  });
});
