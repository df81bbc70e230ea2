// A database that is away or hangs (issue 49): every statement is bounded, and the API answers 503 with Retry-After
// (never 500), so the shell's host retries or spools the lead; `/readyz` reports the database not ready.
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiMessages } from '@site/shared/contracts';
import { READINESS_CHECK_TIMEOUT_MS, READY_PATH } from '@site/shared/server/lifecycle';
import { startPostgresServer } from '@site/shared/server/testing/postgres-server';
import type { TestPostgres } from '@site/shared/server/testing/postgres-server';
import { createTestApp } from '../test/test-app.ts';
import { testEngine } from '../test/test-database.ts';
import {
  DATABASE_FILE,
  DATABASE_RETRY_AFTER_SECONDS,
  DatabaseUnavailableError,
  POSTGRES_CONNECT_TIMEOUT_MS,
  POSTGRES_QUERY_TIMEOUT_MARGIN_MS,
  POSTGRES_STATEMENT_TIMEOUT_MS,
  SQLITE_BUSY_TIMEOUT_MS,
  openDatabase,
} from './database.ts';

const onPostgres = testEngine() === 'postgres';
/** Time for the rest of a request beside the wait on the database (two cores shared with other work). */
const SLACK_MS = 1500;

const unavailable = { status: 0, message: apiMessages.unavailable };

(onPostgres ? describe.skip : describe)('SQLite whose file stays locked by another process', () => {
  it('answers a lead 503 with Retry-After once busy_timeout has passed, not 500', async () => {
    const testApp = await createTestApp();
    // Started first: its start-up writes (the purges) are not what this test is about.
    await testApp.app.ready();
    const other = new Database(path.join(testApp.dataDir, DATABASE_FILE));
    try {
      other.exec('BEGIN IMMEDIATE');
      const started = Date.now();
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/forms/subscribe',
        payload: { values: { email: 'ravi@example.com' }, formToken: testApp.formToken() },
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      expect(response.json()).toEqual(unavailable);
      expect(Date.now() - started).toBeLessThan(SQLITE_BUSY_TIMEOUT_MS + SLACK_MS);
    } finally {
      other.exec('ROLLBACK');
      other.close();
      await testApp.close();
    }
  }, 30_000);
});

(onPostgres ? describe : describe.skip)('PostgreSQL that hangs', () => {
  /** A cluster of this file's own: pausing the suite's shared one would stall every other test file. */
  let cluster: TestPostgres;
  beforeAll(async () => {
    cluster = await startPostgresServer();
  }, 60_000);
  afterAll(async () => {
    await cluster?.stop();
  });

  it('sets statement_timeout on every connection, and a statement over it fails as unavailable', async () => {
    const settings = { dataDir: '/nonexistent', databaseUrl: cluster.url };
    const db = await openDatabase(settings);
    try {
      expect(await db.get('SHOW statement_timeout')).toEqual({
        statement_timeout: `${POSTGRES_STATEMENT_TIMEOUT_MS / 1000}s`,
      });
      expect(await db.get('SHOW idle_in_transaction_session_timeout')).toEqual({
        idle_in_transaction_session_timeout: '10s',
      });
    } finally {
      await db.close();
    }
    const short = await openDatabase(settings, { statementTimeoutMs: 300 });
    try {
      const started = Date.now();
      const error = await short.get('SELECT pg_sleep(5)').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(DatabaseUnavailableError);
      expect(Date.now() - started).toBeLessThan(300 + SLACK_MS);
      // The pool is fine afterwards.
      expect(await short.get('SELECT 1 AS one')).toEqual({ one: 1 });
    } finally {
      await short.close();
    }
  });

  it('fails a transaction whose connection the server ends between statements, and the process goes on', async () => {
    const settings = { dataDir: '/nonexistent', databaseUrl: cluster.url };
    const db = await openDatabase(settings);
    const administrator = await openDatabase(settings);
    try {
      const error = await db
        .transaction(async (sql) => {
          const backend = await sql.get<{ pid: number }>('SELECT pg_backend_pid() AS pid');
          // Ended by the server while this connection runs no statement: the client hears it as an 'error' event.
          await administrator.get('SELECT pg_terminate_backend(?)', [backend?.pid ?? 0]);
          await new Promise((resolve) => setTimeout(resolve, 300));
          return sql.get('SELECT 1 AS one');
        })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(DatabaseUnavailableError);
      // The pool is fine afterwards.
      expect(await db.get('SELECT 1 AS one')).toEqual({ one: 1 });
    } finally {
      await db.close();
      await administrator.close();
    }
  });

  it('answers leads and content 503 within the timeouts while the server is paused, /readyz not ready, and recovers', async () => {
    const testApp = await createTestApp({ DATABASE_URL: cluster.url });
    const subscribe = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/forms/subscribe',
        payload: { values: { email: 'ravi@example.com' }, formToken: testApp.formToken() },
      });
    try {
      expect((await subscribe()).statusCode).toBe(201);
      cluster.pause();
      const started = Date.now();
      const [lead, content, ready] = await Promise.all([
        subscribe(),
        testApp.app.inject('/api/news/data'),
        testApp.app.inject(READY_PATH),
      ]);
      const limit =
        Math.max(POSTGRES_STATEMENT_TIMEOUT_MS + POSTGRES_QUERY_TIMEOUT_MARGIN_MS, POSTGRES_CONNECT_TIMEOUT_MS) +
        SLACK_MS;
      expect(Date.now() - started).toBeLessThan(limit);
      for (const response of [lead, content]) {
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
        expect(response.json()).toEqual(unavailable);
      }
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({
        status: 'not ready',
        checks: expect.arrayContaining([
          expect.objectContaining({
            name: 'database',
            ok: false,
            error: `no answer within ${READINESS_CHECK_TIMEOUT_MS} ms`,
          }),
        ]),
      });

      cluster.resume();
      expect((await subscribe()).statusCode).toBe(201);
      expect((await testApp.app.inject(READY_PATH)).statusCode).toBe(200);
    } finally {
      cluster.resume();
      await testApp.close();
    }
  }, 60_000);
});
