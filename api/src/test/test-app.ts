import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';

/** The API on a fresh temporary database with the real seed files; call `close` when done. */
export async function createTestApp(env: NodeJS.ProcessEnv = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-api-test-'));
  const config = loadConfig({ ...env, DATA_DIR: dataDir });
  const app = await buildApp(config, { logger: false });
  return {
    app,
    config,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
