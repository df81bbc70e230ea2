import { describe, expect, it } from '@jest/globals';
import { FORM_TOKEN_MAX_AGE_MS } from '@site/shared/contracts';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FORM_TOKEN_SECRET_FILE, checkFormToken, formTokenSecret, signFormToken } from './form-token.ts';

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

  it('takes FORM_TOKEN_SECRET, and without it makes one up under DATA_DIR that every process there shares', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'form-token-'));
    const otherDir = mkdtempSync(path.join(tmpdir(), 'form-token-'));
    try {
      expect(formTokenSecret({ FORM_TOKEN_SECRET: 'configured' }, dataDir)).toBe('configured');
      const first = formTokenSecret({}, dataDir);
      expect(first.length).toBeGreaterThanOrEqual(32);
      // The shell's host and the API read the same file, so a token one signs the other accepts.
      expect(formTokenSecret({}, dataDir)).toBe(first);
      expect(statSync(path.join(dataDir, FORM_TOKEN_SECRET_FILE)).mode & 0o777).toBe(0o600);
      expect(formTokenSecret({}, otherDir)).not.toBe(first);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(otherDir, { recursive: true, force: true });
    }
  });
});
