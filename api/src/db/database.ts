// The API's database, on either engine (docs/decisions/026): SQLite in DATA_DIR by default, PostgreSQL with
// DATABASE_URL. Repositories see one asynchronous interface and write their SQL once, with `?` parameters.
import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import pg from 'pg';
import type { Dialect, Engine } from './dialect.ts';
import { numberedPlaceholders, postgresDialect, sqliteDialect } from './dialect.ts';
import { migrations } from './migrations.ts';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../features/privacy/file-modes.ts';

export const DATABASE_FILE = 'site.db';

export type SqlValue = string | number | bigint | boolean | null;

/** What a statement may be run with: the same calls in and out of a transaction. */
export interface Sql {
  readonly dialect: Dialect;
  /** The first row, or undefined. */
  get<T>(sql: string, params?: readonly SqlValue[]): Promise<T | undefined>;
  all<T>(sql: string, params?: readonly SqlValue[]): Promise<T[]>;
  /** Runs a statement; `changes` is the number of rows it wrote. */
  run(sql: string, params?: readonly SqlValue[]): Promise<{ changes: number }>;
  /**
   * Runs `work` in one transaction: all of its writes or none. Inside a transaction, it runs `work` in the same
   * one (no nesting).
   */
  transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T>;
}

export interface Db extends Sql {
  readonly engine: Engine;
  close(): Promise<void>;
  /**
   * The connection pool's occupancy, for metrics (issue 50): connections open, in use, and requests waiting for one,
   * against its size. SQLite has one connection, in use while a transaction is open, which the others wait for.
   */
  pool(): { size: number; inUse: number; waiting: number; max: number };
}

export interface DatabaseSettings {
  /** DATABASE_URL: `postgres://…`; SQLite in `dataDir` when unset. */
  databaseUrl?: string | undefined;
  dataDir: string;
}

/**
 * The database cannot answer now: it refuses or drops connections, a statement ran out of time, the server is
 * shutting down, SQLite's file stayed locked. The API answers 503 with Retry-After (http/errors.ts), so the shell's
 * host retries or spools the lead rather than losing it; a refusal of the data itself is never one of these.
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`The database is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/** Ours: what a 503 for an unavailable database asks a client to wait before it tries again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Node's and the drivers' codes for a connection that failed, not a statement. */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
/**
 * PostgreSQL's SQLSTATEs that mean "not now" rather than "not this": class 08 (connection exceptions), 53
 * (insufficient resources: too many connections, disk full), 57 (operator intervention: a statement timeout's
 * cancel, shutdown, starting up), and an idle transaction ended by its timeout.
 */
const POSTGRES_UNAVAILABLE = /^(08|53|57)...$|^25P03$/;
/** node-postgres's own messages for a connection it lost or could not make in time (they carry no code). */
const POSTGRES_CLIENT_FAILURE =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable|Connection terminated due to connection timeout/i;
/** SQLite's codes for a file that stayed locked past busy_timeout, or could not be read or written. */
const SQLITE_UNAVAILABLE = /^SQLITE_(BUSY|LOCKED|IOERR|CANTOPEN|FULL|PROTOCOL)/;

/** True when `error`, from a driver, means the database is unavailable (see DatabaseUnavailableError). */
export function isUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (CONNECTION_ERROR_CODES.has(code) || SQLITE_UNAVAILABLE.test(code) || POSTGRES_UNAVAILABLE.test(code)) {
      return true;
    }
  }
  return typeof message === 'string' && POSTGRES_CLIENT_FAILURE.test(message);
}

/** A driver's error as the API sees it: a DatabaseUnavailableError when it is one, else unchanged. */
function classified(error: unknown): unknown {
  return isUnavailable(error) && !(error instanceof DatabaseUnavailableError)
    ? new DatabaseUnavailableError(error)
    : error;
}

/** True when a statement broke a unique constraint or primary key (on either engine). */
export function isUniqueViolation(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** How long PostgreSQL statements may take (docs/decisions/042); maintenance (migrations, an erase) takes longer. */
export interface DatabaseTimeouts {
  /** statement_timeout on the server, and the client's own bound (plus POSTGRES_QUERY_TIMEOUT_MARGIN_MS). */
  statementTimeoutMs: number;
}

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(
  settings: DatabaseSettings,
  timeouts: DatabaseTimeouts = { statementTimeoutMs: POSTGRES_STATEMENT_TIMEOUT_MS },
): Promise<Db> {
  const db = settings.databaseUrl ? openPostgres(settings.databaseUrl, timeouts) : openSqlite(settings.dataDir);
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

/** Ours: a lock number that only this API's schema changes take, so two instances starting at once migrate once. */
export const MIGRATION_LOCK = 0x6172_6377;

/** Applies the migrations not yet applied, each in a transaction, recording how far the schema has come. */
export async function migrate(db: Db): Promise<void> {
  await db.transaction(async (sql) => {
    if (db.engine === 'postgres') {
      // Waiting for another instance's migration, and a migration itself, may take longer than a request's statement.
      await execScript(db, sql, `SET LOCAL statement_timeout = ${POSTGRES_MAINTENANCE_TIMEOUT_MS}`);
      await execScript(db, sql, `SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
      await sql.run('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
    }
    const current = await schemaVersion(db, sql);
    for (const [index, migration] of migrations.slice(current).entries()) {
      await execScript(db, sql, migration(db.dialect));
      await setSchemaVersion(db, sql, current + index + 1);
    }
  });
}

async function schemaVersion(db: Db, sql: Sql): Promise<number> {
  if (db.engine === 'sqlite') {
    return (await sql.get<{ user_version: number }>('PRAGMA user_version'))?.user_version ?? 0;
  }
  return (await sql.get<{ version: number }>('SELECT version FROM schema_version'))?.version ?? 0;
}

async function setSchemaVersion(db: Db, sql: Sql, version: number): Promise<void> {
  if (db.engine === 'sqlite') {
    await sql.run(`PRAGMA user_version = ${version}`);
    return;
  }
  const { changes } = await sql.run('UPDATE schema_version SET version = ?', [version]);
  if (changes === 0) await sql.run('INSERT INTO schema_version (version) VALUES (?)', [version]);
}

/** A migration's statements, run as one script (no parameters). */
const scripts = new WeakMap<Sql, (script: string) => Promise<void>>();
function execScript(_db: Db, sql: Sql, script: string): Promise<void> {
  const exec = scripts.get(sql);
  if (!exec) throw new Error('Not a transaction of this module');
  return exec(script);
}

// ——— SQLite ———

/**
 * Ours: how long a statement waits for another process's write lock on the file before SQLite gives up (then the
 * database counts as unavailable: 503).
 */
export const SQLITE_BUSY_TIMEOUT_MS = 5_000;

/**
 * better-sqlite3 runs each statement synchronously, so a statement outside a transaction simply runs. A transaction
 * spans awaits, though, and meanwhile another request's statement would run inside it: statements outside wait
 * while one is open, and transactions take turns.
 */
/**
 * A statement as a span (issue 50): PostgreSQL's driver has its instrumentation, SQLite's none. The statement's text
 * with its placeholders, never its values. Without the SDK the tracer is a no-op.
 */
const sqliteTracer = trace.getTracer('api-sqlite');
function traced<T>(sql: string, run: () => T): T {
  const span = sqliteTracer.startSpan(`sqlite ${sql.trimStart().split(/\s/, 1)[0] ?? ''}`, {
    kind: SpanKind.CLIENT,
    attributes: { 'db.system.name': 'sqlite', 'db.query.text': sql },
  });
  try {
    return run();
  } catch (error) {
    span.setStatus({ code: SpanStatusCode.ERROR });
    throw error;
  } finally {
    span.end();
  }
}

function openSqlite(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  // Personal data (issue 51): the file is its owner's alone, and SQLite gives its WAL and SHM the same mode.
  const file = path.join(dataDir, DATABASE_FILE);
  closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
  chmodSync(file, PRIVATE_FILE_MODE);
  const connection = new Database(file);
  // What a statement deletes is overwritten with zeros in the file, not only unlinked from its page.
  connection.pragma('secure_delete = ON');
  connection.pragma('journal_mode = WAL');
  connection.pragma('foreign_keys = ON');
  connection.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  const statements = new Map<string, Database.Statement>();
  const prepare = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = connection.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  const params = (values: readonly SqlValue[]) => values.map((value) => (typeof value === 'boolean' ? +value : value));
  /** Runs a driver call; a locked or unreadable file becomes a DatabaseUnavailableError. */
  const driver = <T>(call: () => T): T => {
    try {
      return call();
    } catch (error) {
      throw classified(error);
    }
  };
  const direct = {
    get: <T>(sql: string, values: readonly SqlValue[] = []) =>
      traced(sql, () => driver(() => prepare(sql).get(...params(values)) as T | undefined)),
    all: <T>(sql: string, values: readonly SqlValue[] = []) =>
      traced(sql, () => driver(() => prepare(sql).all(...params(values)) as T[])),
    run: (sql: string, values: readonly SqlValue[] = []) =>
      traced(sql, () =>
        driver(() => {
          const statement = prepare(sql);
          if (!statement.reader) return { changes: statement.run(...params(values)).changes };
          statement.all(...params(values));
          return { changes: 0 };
        }),
      ),
  };

  /** Transactions called and not yet ended; each waits for the one before (`last`). */
  let busy = 0;
  let last: Promise<void> = Promise.resolve();
  const whenFree = async () => {
    while (busy > 0) await last;
  };

  const inTransaction: Sql = {
    dialect: sqliteDialect,
    get: async (sql, values) => direct.get(sql, values),
    all: async (sql, values) => direct.all(sql, values),
    run: async (sql, values) => direct.run(sql, values),
    transaction: (work) => work(inTransaction),
  };
  scripts.set(inTransaction, async (script) => {
    connection.exec(script);
  });

  return {
    engine: 'sqlite',
    dialect: sqliteDialect,
    async get(sql, values) {
      if (busy) await whenFree();
      return direct.get(sql, values);
    },
    async all(sql, values) {
      if (busy) await whenFree();
      return direct.all(sql, values);
    },
    async run(sql, values) {
      if (busy) await whenFree();
      return direct.run(sql, values);
    },
    async transaction(work) {
      busy += 1;
      const before = last;
      let end: () => void = () => undefined;
      last = new Promise((resolve) => (end = resolve));
      await before;
      try {
        driver(() => connection.exec('BEGIN IMMEDIATE'));
        try {
          const result = await work(inTransaction);
          connection.exec('COMMIT');
          return result;
        } catch (error) {
          if (connection.inTransaction) connection.exec('ROLLBACK');
          throw error;
        }
      } finally {
        busy -= 1;
        end();
      }
    },
    async close() {
      await whenFree();
      connection.close();
    },
    pool: () => ({ size: 1, inUse: Math.min(busy, 1), waiting: Math.max(0, busy - 1), max: 1 }),
  };
}

// ——— PostgreSQL ———

/** Ours: connections each API instance keeps open to PostgreSQL at most. */
export const POSTGRES_POOL_SIZE = 10;
/**
 * Ours (issue 49): how long a request may wait for a connection, from the pool or a new one, before the database
 * counts as unavailable (503). Short: a database that does not answer must not hold every request.
 */
export const POSTGRES_CONNECT_TIMEOUT_MS = 3_000;
/** Ours: statement_timeout, set on every connection: a statement running longer is cancelled by the server. */
export const POSTGRES_STATEMENT_TIMEOUT_MS = 5_000;
/**
 * Ours: the client's own bound on a statement, beyond statement_timeout: a server that hangs (paused, its network
 * gone) cannot cancel anything, so node-postgres gives up this much later and the connection is discarded.
 */
export const POSTGRES_QUERY_TIMEOUT_MARGIN_MS = 1_000;
/** Ours: idle_in_transaction_session_timeout: the server ends a session whose transaction waits longer than this. */
export const POSTGRES_IDLE_IN_TRANSACTION_TIMEOUT_MS = 10_000;
/** Ours: an idle pooled connection is closed after this long. */
export const POSTGRES_IDLE_TIMEOUT_MS = 30_000;
/** Ours: the statement timeout of maintenance: migrations (and the wait for another instance's), an erase's VACUUM. */
export const POSTGRES_MAINTENANCE_TIMEOUT_MS = 10 * 60_000;

/** The settings of every PostgreSQL connection the API opens (the pool's, the LISTEN connection's). */
export function postgresClientSettings(url: string, timeouts: DatabaseTimeouts) {
  return {
    connectionString: url,
    connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS,
    statement_timeout: timeouts.statementTimeoutMs,
    query_timeout: timeouts.statementTimeoutMs + POSTGRES_QUERY_TIMEOUT_MARGIN_MS,
    idle_in_transaction_session_timeout: POSTGRES_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    // A peer that vanished without closing (a host gone, a cable pulled) is noticed by the operating system.
    keepAlive: true,
  };
}

/** COUNT(*) and BIGINT ids arrive as numbers (every one the API keeps fits in 2^53). */
const postgresTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

function openPostgres(url: string, timeouts: DatabaseTimeouts): Db {
  const pool = new pg.Pool({
    ...postgresClientSettings(url, timeouts),
    max: POSTGRES_POOL_SIZE,
    idleTimeoutMillis: POSTGRES_IDLE_TIMEOUT_MS,
    types: postgresTypes,
  });
  // An idle connection that drops is replaced on the next query; without a listener the error would stop the process.
  pool.on('error', () => undefined);
  const texts = new Map<string, string>();
  const text = (sql: string) => {
    let numbered = texts.get(sql);
    if (numbered === undefined) {
      numbered = numberedPlaceholders(sql);
      texts.set(sql, numbered);
    }
    return numbered;
  };
  /** One statement; a connection that failed or a statement out of time becomes a DatabaseUnavailableError. */
  const query = async (client: pg.Pool | pg.PoolClient, sql: string, values: readonly SqlValue[]) => {
    try {
      return await client.query(text(sql), [...values]);
    } catch (error) {
      throw classified(error);
    }
  };
  const on = (client: pg.Pool | pg.PoolClient): Omit<Sql, 'transaction'> => ({
    dialect: postgresDialect,
    get: async <T>(sql: string, values: readonly SqlValue[] = []) =>
      (await query(client, sql, values)).rows[0] as T | undefined,
    all: async <T>(sql: string, values: readonly SqlValue[] = []) => (await query(client, sql, values)).rows as T[],
    run: async (sql: string, values: readonly SqlValue[] = []) => ({
      changes: (await query(client, sql, values)).rowCount ?? 0,
    }),
  });
  return {
    engine: 'postgres',
    ...on(pool),
    async transaction(work) {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw classified(error);
      }
      /** Set when the connection failed: it goes back to the pool to be discarded, not reused. */
      let broken: Error | undefined;
      // A connection the server ends between two statements (a restart, an administrator) says so by an 'error'
      // event on the client, which the pool listens for only while the client is idle: without a listener here it
      // would stop the process. The next statement then fails as unavailable.
      const onError = (error: Error) => (broken = error);
      client.on('error', onError);
      const sql: Sql = { ...on(client), transaction: (inner) => inner(sql) };
      scripts.set(sql, async (script) => {
        try {
          // A migration (or a wait for another instance's) may take longer than a request's statement.
          await client.query({ text: script, query_timeout: POSTGRES_MAINTENANCE_TIMEOUT_MS } as pg.QueryConfig);
        } catch (error) {
          throw classified(error);
        }
      });
      try {
        await query(client, 'BEGIN', []);
        const result = await work(sql);
        await query(client, 'COMMIT', []);
        return result;
      } catch (error) {
        if (isUnavailable(error)) broken = error as Error;
        else await client.query('ROLLBACK').catch((rollback: unknown) => (broken = rollback as Error));
        throw error;
      } finally {
        client.release(broken);
        client.off('error', onError);
      }
    },
    close: () => pool.end(),
    pool: () => ({
      size: pool.totalCount,
      inUse: pool.totalCount - pool.idleCount,
      waiting: pool.waitingCount,
      max: POSTGRES_POOL_SIZE,
    }),
  };
}
