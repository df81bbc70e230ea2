// Test-only: which engine this test file runs on (the `api` Jest project: SQLite; `api-postgres`: PostgreSQL, on the
// cluster its global setup started), and a database of its own for each test app.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Set by each API Jest project's setup file. */
export const TEST_ENGINE_VARIABLE = 'API_TEST_ENGINE';
/** The cluster the `api-postgres` project's global setup started, or one given from outside. */
export const TEST_POSTGRES_URL_VARIABLE = 'TEST_POSTGRES_URL';

export const testEngine = (): 'sqlite' | 'postgres' =>
  process.env[TEST_ENGINE_VARIABLE] === 'postgres' ? 'postgres' : 'sqlite';

function clusterUrl(): string {
  const url = process.env[TEST_POSTGRES_URL_VARIABLE];
  if (!url) throw new Error(`${TEST_POSTGRES_URL_VARIABLE} is not set: run the api-postgres Jest project`);
  return url;
}

async function onCluster<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: clusterUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * On PostgreSQL, a fresh schema and the DATABASE_URL that uses it (its `search_path`), so that test apps running
 * at once each have their own tables; undefined on SQLite, where each test app has its own DATA_DIR.
 */
export async function testDatabaseUrl(): Promise<string | undefined> {
  if (testEngine() !== 'postgres') return undefined;
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await onCluster((client) => client.query(`CREATE SCHEMA ${schema}`));
  const url = new URL(clusterUrl());
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

/** Drops the schema `testDatabaseUrl` made. */
export async function dropTestDatabase(databaseUrl: string): Promise<void> {
  const schema = /search_path=(test_[0-9a-f]+)/.exec(new URL(databaseUrl).searchParams.get('options') ?? '')?.[1];
  if (schema) await onCluster((client) => client.query(`DROP SCHEMA ${schema} CASCADE`));
}
