import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { temporaryDataDir } from '../../test/test-app.ts';
import {
  ENCRYPTED_PREFIX,
  PERSONAL_DATA_KEY_BYTES,
  PERSONAL_DATA_KEY_FILE,
  UnknownKeyError,
  decryptValue,
  encryptValue,
  keyIdOf,
  loadKeyring,
  maskNumber,
  maskValues,
  newKeyText,
  openValues,
  parseKey,
  rekeyValues,
  sealValues,
} from './personal-data-key.ts';

const keyringOf = (current: string, old: string[] = []) =>
  loadKeyring({ personalDataKey: current, personalDataOldKeys: old }, temporaryDataDir());

describe('AES-256-GCM values', () => {
  const keyring = keyringOf(newKeyText());

  it('decrypt to what was encrypted, differ every time, and name their key', () => {
    const first = encryptValue(keyring, 'aadhaar', '482915736204');
    const second = encryptValue(keyring, 'aadhaar', '482915736204');
    expect(first).not.toBe(second);
    expect(first.startsWith(ENCRYPTED_PREFIX)).toBe(true);
    expect(first).not.toContain('482915736204');
    expect(keyIdOf(first)).toBe(keyring.current.id);
    expect(decryptValue(keyring, 'aadhaar', first)).toBe('482915736204');
  });

  it('refuse a value altered, moved to another field, or under a key the keyring lacks', () => {
    const value = encryptValue(keyring, 'aadhaar', '482915736204');
    const flipped = value.slice(0, -3) + (value.at(-3) === 'A' ? 'B' : 'A') + value.slice(-2);
    expect(() => decryptValue(keyring, 'aadhaar', flipped)).toThrow();
    expect(() => decryptValue(keyring, 'pan', value)).toThrow();
    expect(() => decryptValue(keyringOf(newKeyText()), 'aadhaar', value)).toThrow(UnknownKeyError);
  });

  it('take a key of 32 bytes in base64, and say which setting is wrong without repeating it', () => {
    expect(parseKey(newKeyText(), 'PERSONAL_DATA_KEY').key).toHaveLength(PERSONAL_DATA_KEY_BYTES);
    expect(() => parseKey('c2hvcnQ=', 'PERSONAL_DATA_KEY')).toThrow(/^PERSONAL_DATA_KEY: expected 32 bytes/);
    expect(() => parseKey('c2hvcnQ=', 'PERSONAL_DATA_KEY')).not.toThrow(/c2hvcnQ/);
  });
});

describe('the sensitive fields of a record', () => {
  const oldKey = newKeyText();
  const newKey = newKeyText();

  it('are sealed, opened for their owner, masked for anyone else, and sealed again under a new key', () => {
    const before = keyringOf(oldKey);
    const sealed = sealValues(before, { firstName: 'Priyanka', aadhaar: '482915736204', blank: '' });
    expect(sealed.firstName).toBe('Priyanka');
    expect(openValues(before, sealed)).toEqual({ firstName: 'Priyanka', aadhaar: '482915736204', blank: '' });
    expect(maskValues(before, sealed).aadhaar).toBe('XXXX-XXXX-6204');
    expect(sealValues(before, { aadhaar: '' })).toEqual({ aadhaar: '' });

    const rotating = keyringOf(newKey, [oldKey]);
    const { values, changed } = rekeyValues(rotating, sealed);
    expect(changed).toBe(true);
    expect(keyIdOf(values.aadhaar)).toBe(parseKey(newKey, 'k').id);
    expect(rekeyValues(rotating, values).changed).toBe(false);
    expect(openValues(keyringOf(newKey), values).aadhaar).toBe('482915736204');
  });

  it('are masked as XXXX-XXXX-1234 from plain text too, and a value under an unknown key says so', () => {
    expect(maskNumber('4829-1573-6204')).toBe('XXXX-XXXX-6204');
    expect(maskValues(keyringOf(newKey), { aadhaar: '482915736204' }).aadhaar).toBe('XXXX-XXXX-6204');
    const foreign = sealValues(keyringOf(oldKey), { aadhaar: '482915736204' });
    expect(maskValues(keyringOf(newKey), foreign).aadhaar).toMatch(/unknown key/);
  });
});

describe('the keyring', () => {
  it("keeps reading DATA_DIR's development key as an old key once PERSONAL_DATA_KEY is set", () => {
    const dataDir = temporaryDataDir();
    const development = loadKeyring({ personalDataKey: undefined, personalDataOldKeys: [] }, dataDir);
    const configured = loadKeyring({ personalDataKey: newKeyText(), personalDataOldKeys: [] }, dataDir);
    expect(configured.current.id).not.toBe(development.current.id);
    expect(configured.byId.has(development.current.id)).toBe(true);
  });

  it('refuses an empty key file', () => {
    const dataDir = temporaryDataDir();
    loadKeyring({ personalDataKey: undefined, personalDataOldKeys: [] }, dataDir);
    writeFileSync(path.join(dataDir, PERSONAL_DATA_KEY_FILE), '');
    expect(() => loadKeyring({ personalDataKey: undefined, personalDataOldKeys: [] }, dataDir)).toThrow(/is empty/);
  });
});
