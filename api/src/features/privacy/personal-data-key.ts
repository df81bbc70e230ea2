// Sensitive fields encrypted at rest (issue 51): AES-256-GCM from node:crypto, under a key from the environment
// (PERSONAL_DATA_KEY) or, in development, one kept in DATA_DIR/secrets. Each value names the key it was encrypted
// with, so a key can be replaced: the old one stays readable (PERSONAL_DATA_OLD_KEYS) until `npm run privacy --
// rotate-key` has encrypted every value again under the new one.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sharedSecret } from '@site/shared/server/form-token';

/** The fields of an application (and of its draft) that are encrypted at rest and shown masked. */
export const SENSITIVE_FIELDS = ['aadhaar'] as const;

/** Where the development key is kept under DATA_DIR when PERSONAL_DATA_KEY is unset. */
export const PERSONAL_DATA_KEY_FILE = path.join('secrets', 'personal-data-key');
/** AES-256: a key of 32 bytes. */
export const PERSONAL_DATA_KEY_BYTES = 32;
/** GCM's recommended nonce: 12 random bytes, new for every value. */
const IV_BYTES = 12;
/** GCM's full tag. */
const TAG_BYTES = 16;
/** How an encrypted value starts: `enc:v1:<key id>:<iv>.<ciphertext>.<tag>`, each part base64url. */
export const ENCRYPTED_PREFIX = 'enc:v1:';
/** Hex digits of a key's id: the start of a hash of the key, so nobody has to name keys and two keys never share one. */
const KEY_ID_LENGTH = 12;

export interface PersonalDataKey {
  id: string;
  key: Buffer;
}

export interface Keyring {
  /** What new values are encrypted with. */
  current: PersonalDataKey;
  /** Every key a value may be read with, by id: the current one and the old ones. */
  byId: ReadonlyMap<string, PersonalDataKey>;
}

/** A value is encrypted under a key this keyring does not hold. */
export class UnknownKeyError extends Error {}

/** A key given as base64 (or base64url) of 32 bytes; `variable` names the setting in messages, never the value. */
export function parseKey(text: string, variable: string): PersonalDataKey {
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== PERSONAL_DATA_KEY_BYTES) {
    throw new Error(`${variable}: expected ${PERSONAL_DATA_KEY_BYTES} bytes in base64 (npm run privacy -- new-key)`);
  }
  const id = createHash('sha256').update('personal-data-key-id:').update(key).digest('hex').slice(0, KEY_ID_LENGTH);
  return { id, key };
}

/** A fresh key, as PERSONAL_DATA_KEY takes it. */
export const newKeyText = () => randomBytes(PERSONAL_DATA_KEY_BYTES).toString('base64');

/**
 * The keyring of these settings: PERSONAL_DATA_KEY, else the key kept in DATA_DIR (made on first use, readable by
 * its owner only); the old keys of PERSONAL_DATA_OLD_KEYS; and, once PERSONAL_DATA_KEY is set, the key DATA_DIR kept
 * before, if any, so values written in development stay readable until they are rotated.
 */
export function loadKeyring(
  settings: { personalDataKey: string | undefined; personalDataOldKeys: readonly string[] },
  dataDir: string,
): Keyring {
  const current = parseKey(
    sharedSecret(settings.personalDataKey, dataDir, PERSONAL_DATA_KEY_FILE),
    settings.personalDataKey ? 'PERSONAL_DATA_KEY' : path.join(dataDir, PERSONAL_DATA_KEY_FILE),
  );
  const old = settings.personalDataOldKeys.map((text) => parseKey(text, 'PERSONAL_DATA_OLD_KEYS'));
  const keptFile = path.join(dataDir, PERSONAL_DATA_KEY_FILE);
  if (settings.personalDataKey && existsSync(keptFile)) {
    old.push(parseKey(sharedSecret(undefined, dataDir, PERSONAL_DATA_KEY_FILE), keptFile));
  }
  return { current, byId: new Map([...old, current].map((key) => [key.id, key])) };
}

/** Binds a ciphertext to its key and field: a value moved to another field does not decrypt. */
const associatedData = (keyId: string, field: string) => Buffer.from(`${ENCRYPTED_PREFIX}${keyId}:${field}`);

export const isEncrypted = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith(ENCRYPTED_PREFIX);

/** The id of the key an encrypted value names. */
export const keyIdOf = (value: string) => value.slice(ENCRYPTED_PREFIX.length).split(':')[0] ?? '';

export function encryptValue(keyring: Keyring, field: string, plain: string): string {
  const { id, key } = keyring.current;
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(associatedData(id, field));
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, ciphertext, cipher.getAuthTag()].map((part) => part.toString('base64url'));
  return `${ENCRYPTED_PREFIX}${id}:${parts.join('.')}`;
}

/** Throws UnknownKeyError for a key the keyring lacks, and another error for a value that was altered. */
export function decryptValue(keyring: Keyring, field: string, value: string): string {
  const match = /^enc:v1:([0-9a-f]+):([\w-]+)\.([\w-]*)\.([\w-]+)$/.exec(value);
  if (!match) throw new Error(`${field}: not an encrypted value`);
  const [, id = '', iv = '', ciphertext = '', tag = ''] = match;
  const key = keyring.byId.get(id);
  if (!key)
    throw new UnknownKeyError(`${field}: encrypted under key ${id}, which is neither PERSONAL_DATA_KEY nor an old key`);
  const decipher = createDecipheriv('aes-256-gcm', key.key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
  decipher.setAAD(associatedData(id, field));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}

/** Ours: how many of a number's last digits a masked value shows. */
export const MASK_VISIBLE_DIGITS = 4;

/** `123412341234` as `XXXX-XXXX-1234`: every digit but the last four hidden, in groups of four. */
export function maskNumber(plain: string): string {
  const digits = plain.replace(/\D/g, '');
  const hidden = Math.max(digits.length - MASK_VISIBLE_DIGITS, 0);
  const masked = 'X'.repeat(hidden) + digits.slice(hidden);
  return masked.match(/.{1,4}/g)?.join('-') ?? '';
}

type Values = Record<string, unknown>;

const sensitive = (values: Values) => SENSITIVE_FIELDS.filter((field) => typeof values[field] === 'string');

/** `values` with each sensitive field encrypted under the current key (blank and encrypted ones as they are). */
export function sealValues<T extends Values>(keyring: Keyring, values: T): T {
  const sealed: Values = { ...values };
  for (const field of sensitive(values)) {
    const value = values[field] as string;
    if (value !== '' && !isEncrypted(value)) sealed[field] = encryptValue(keyring, field, value);
  }
  return sealed as T;
}

/** `values` with each encrypted field decrypted, for the one it belongs to (a draft's owner). */
export function openValues<T extends Values>(keyring: Keyring, values: T): T {
  const opened: Values = { ...values };
  for (const field of sensitive(values)) {
    const value = values[field] as string;
    if (isEncrypted(value)) opened[field] = decryptValue(keyring, field, value);
  }
  return opened as T;
}

/** `values` with each sensitive field masked (`XXXX-XXXX-1234`), for anyone else who reads them. */
export function maskValues<T extends Values>(keyring: Keyring, values: T): T {
  const masked: Values = { ...values };
  for (const field of sensitive(values)) {
    const value = values[field] as string;
    if (value === '') continue;
    try {
      masked[field] = maskNumber(isEncrypted(value) ? decryptValue(keyring, field, value) : value);
    } catch (error) {
      if (!(error instanceof UnknownKeyError)) throw error;
      masked[field] = `(encrypted under unknown key ${keyIdOf(value)})`;
    }
  }
  return masked as T;
}

/** `values` with each encrypted field under another key than the current one encrypted again under the current one. */
export function rekeyValues<T extends Values>(keyring: Keyring, values: T): { values: T; changed: boolean } {
  let changed = false;
  const out: Values = { ...values };
  for (const field of sensitive(values)) {
    const value = values[field] as string;
    if (value === '' || (isEncrypted(value) && keyIdOf(value) === keyring.current.id)) continue;
    const plain = isEncrypted(value) ? decryptValue(keyring, field, value) : value;
    out[field] = encryptValue(keyring, field, plain);
    changed = true;
  }
  return { values: out as T, changed };
}
