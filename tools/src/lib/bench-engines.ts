// The bench's database figures (issue 22, reported, not budgets): the API on SQLite and on PostgreSQL, one after
// the other on this machine, under the same load: a content read the response cache answers, and a form post that
// commits a row before its answer.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MIN_FORM_FILL_MS } from '@site/shared/contracts';
import { signFormToken } from '@site/shared/server/form-token';
import { freePort } from '@site/shared/server/testing/free-port';
import { startPostgresServer } from '@site/shared/server/testing/postgres-server';
import { repoRoot } from './apps.ts';
import { loadApi } from './bench-api.ts';
import type { ApiLoad } from './bench-api.ts';
import { waitForUrl } from './processes.ts';

export interface EngineLoad {
  engine: 'sqlite' | 'postgres';
  loads: ApiLoad[];
}

/** Ours: the bench API's secret for the form tokens it signs itself (this API only, on a free port). */
const BENCH_FORM_TOKEN_SECRET = 'bench-only-form-token-secret-0123456789';
/** Ours: no rate limit gets in the way of the load (one client address sends all of it). */
const BENCH_RATE_LIMIT_MAX = 1_000_000_000;

async function measure(engine: EngineLoad['engine'], databaseUrl: string | undefined): Promise<EngineLoad> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `bench-${engine}-`));
  const port = await freePort();
  // The API's build, as production runs it (`npm run build` comes first in the bench).
  const api = spawn(process.execPath, [path.join(repoRoot, 'api', 'dist', 'main.js')], {
    cwd: path.join(repoRoot, 'api'),
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      FORM_TOKEN_SECRET: BENCH_FORM_TOKEN_SECRET,
      FORM_RATE_LIMIT_MAX: String(BENCH_RATE_LIMIT_MAX),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  api.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  try {
    const origin = `http://127.0.0.1:${port}`;
    await Promise.race([
      waitForUrl(`${origin}/api/health`, 60_000),
      new Promise((_, reject) =>
        api.once('exit', (code) => reject(new Error(`The ${engine} API exited (${code}): ${errors}`))),
      ),
    ]);
    // A token as a page shown long enough ago would carry: the post is a person's, not a bot's.
    const formToken = signFormToken(BENCH_FORM_TOKEN_SECRET, Date.now() - MIN_FORM_FILL_MS - 1000);
    return {
      engine,
      loads: [
        await loadApi(origin, '/api/guide/data', { label: `${engine}: GET /api/guide/data` }),
        await loadApi(origin, '/api/forms/subscribe', {
          label: `${engine}: POST /api/forms/subscribe`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ values: { email: 'bench@example.com' }, formToken }),
          expectStatus: 201,
        }),
      ],
    };
  } finally {
    api.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Both engines; PostgreSQL is a throwaway cluster (Debian's package) started for the measurement. */
export async function loadEngines(): Promise<EngineLoad[]> {
  const postgres = await startPostgresServer({ durable: true });
  try {
    return [await measure('sqlite', undefined), await measure('postgres', postgres.url)];
  } finally {
    await postgres.stop();
  }
}
