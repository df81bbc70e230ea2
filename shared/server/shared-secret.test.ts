import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from '@jest/globals';
import { SERVER_BUNDLE_TOKEN_FILE, sharedSecret } from './form-token.ts';

const run = promisify(execFile);
const dataDir = mkdtempSync(path.join(tmpdir(), 'shared-secret-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('sharedSecret', () => {
  it('gives the configured value when there is one', () => {
    expect(sharedSecret('configured', dataDir, 'unused')).toBe('configured');
  });

  it('refuses an empty secret file, naming it, instead of checking every token against nothing', () => {
    const emptyDir = mkdtempSync(path.join(tmpdir(), 'shared-secret-empty-'));
    mkdirSync(path.join(emptyDir, 'secrets'));
    writeFileSync(path.join(emptyDir, SERVER_BUNDLE_TOKEN_FILE), '');
    expect(() => sharedSecret(undefined, emptyDir, SERVER_BUNDLE_TOKEN_FILE)).toThrow(
      `${path.join(emptyDir, SERVER_BUNDLE_TOKEN_FILE)} is empty`,
    );
    rmSync(emptyDir, { recursive: true, force: true });
  });

  it('makes one secret that processes starting together all read whole, kept for its owner only', async () => {
    // As `npm start` does: the shell's and four remotes' hosts start at once on a fresh DATA_DIR.
    const script = path.join(dataDir, 'read-secret.ts');
    writeFileSync(
      script,
      `import { serverBundleToken } from ${JSON.stringify(path.join(import.meta.dirname, 'form-token.ts'))};\n` +
        `process.stdout.write(serverBundleToken({}, ${JSON.stringify(dataDir)}));\n`,
    );
    const tsx = path.resolve(import.meta.dirname, '../../node_modules/.bin/tsx');
    const secrets = await Promise.all(Array.from({ length: 6 }, () => run(tsx, [script]).then(({ stdout }) => stdout)));

    expect(secrets[0]).toMatch(/^[\w-]{43}$/);
    expect(new Set(secrets)).toEqual(new Set([secrets[0]]));
    const secretFile = path.join(dataDir, SERVER_BUNDLE_TOKEN_FILE);
    expect(statSync(secretFile).mode & 0o777).toBe(0o600);
    // No draft is left behind.
    expect(readdirSync(path.dirname(secretFile))).toEqual([path.basename(secretFile)]);
  }, 60_000);
});
