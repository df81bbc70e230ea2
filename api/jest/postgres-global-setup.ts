// Starts the PostgreSQL cluster the `api-postgres` project's tests share (each test app takes a schema of its own),
// unless TEST_POSTGRES_URL names one already running.
import { startPostgresServer } from '@site/shared/server/testing/postgres-server';
import type { TestPostgres } from '@site/shared/server/testing/postgres-server';

declare global {
  var testPostgres: TestPostgres | undefined;
}

export default async function setup(): Promise<void> {
  if (process.env.TEST_POSTGRES_URL) return;
  globalThis.testPostgres = await startPostgresServer();
  process.env.TEST_POSTGRES_URL = globalThis.testPostgres.url;
}
