import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';

export function temporaryDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'site-api-test-'));
}

/**
 * The API on a temporary database with the real seed files; call `close`
 * when done. Pass `DATA_DIR` to reopen an earlier database (a restart).
 */
export async function createTestApp(env: NodeJS.ProcessEnv = {}, options: { mailTransport?: Transporter } = {}) {
  const dataDir = env.DATA_DIR ?? temporaryDataDir();
  const config = loadConfig({ FORM_RATE_LIMIT_MAX: '1000', ...env, DATA_DIR: dataDir });
  const app = await buildApp(config, { logger: false, ...options });
  return {
    app,
    config,
    dataDir,
    async close({ keepData = false } = {}) {
      await app.close();
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
