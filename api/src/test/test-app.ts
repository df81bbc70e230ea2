import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.ts';
import type { BuildOptions } from '../app.ts';
import { MIN_FORM_FILL_MS } from '@site/shared/contracts';
import { loadConfig } from '../config.ts';
import type { ApiConfig } from '../config.ts';
import { FORM_TOKEN_SECRET_FILE, sharedSecret, signFormToken } from '../http/form-token.ts';

export function temporaryDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'site-api-test-'));
}

/**
 * The API on a temporary database with the real seed files; call `close`
 * when done. Pass `DATA_DIR` to reopen an earlier database (a restart).
 */
/** When a person's form was shown: long enough ago to pass the minimum fill time. */
export const humanStart = () => Date.now() - MIN_FORM_FILL_MS - 1000;

/** A form token the app accepts, as the shell's host signs it into a page shown at `issuedAt`. */
export function formTokenFor(config: ApiConfig, issuedAt: number = humanStart()): string {
  return signFormToken(sharedSecret(config.formTokenSecret, config.dataDir, FORM_TOKEN_SECRET_FILE), issuedAt);
}

export async function createTestApp(env: NodeJS.ProcessEnv = {}, options: Omit<BuildOptions, 'logger'> = {}) {
  const dataDir = env.DATA_DIR ?? temporaryDataDir();
  const config = loadConfig({ FORM_RATE_LIMIT_MAX: '1000', ...env, DATA_DIR: dataDir });
  const app = await buildApp(config, { logger: false, ...options });
  return {
    app,
    config,
    dataDir,
    /** A token of a page shown at `issuedAt` (default: long enough ago for a person). */
    formToken: (issuedAt?: number) => formTokenFor(config, issuedAt),
    async close({ keepData = false } = {}) {
      await app.close();
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
