// The API's database, on either engine (docs/decisions/026): SQLite in DATA_DIR by default, PostgreSQL with
// DATABASE_URL. Repositories see one asynchronous interface and write their SQL once, with `?` parameters.
import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
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
}

export interface DatabaseSettings {
  /** DATABASE_URL: `postgres://…`; SQLite in `dataDir` when unset. */
  databaseUrl?: string | undefined;
  dataDir: string;
}

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(settings: DatabaseSettings): Promise<Db> {
  const db = settings.databaseUrl ? openPostgres(settings.databaseUrl) : openSqlite(settings.dataDir);
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
      await sql.run('SELECT pg_advisory_xact_lock(?)', [MIGRATION_LOCK]);
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
 * better-sqlite3 runs each statement synchronously, so a statement outside a transaction simply runs. A transaction
 * spans awaits, though, and meanwhile another request's statement would run inside it: statements outside wait
 * while one is open, and transactions take turns.
 */
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
  connection.pragma('busy_timeout = 5000');
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
  const direct = {
    get: <T>(sql: string, values: readonly SqlValue[] = []) => prepare(sql).get(...params(values)) as T | undefined,
    all: <T>(sql: string, values: readonly SqlValue[] = []) => prepare(sql).all(...params(values)) as T[],
    run: (sql: string, values: readonly SqlValue[] = []) => {
      const statement = prepare(sql);
      if (!statement.reader) return { changes: statement.run(...params(values)).changes };
      statement.all(...params(values));
      return { changes: 0 };
    },
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
        connection.exec('BEGIN IMMEDIATE');
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
  };
}

// ——— PostgreSQL ———

/** Ours: connections each API instance keeps open to PostgreSQL at most. */
export const POSTGRES_POOL_SIZE = 10;

/** COUNT(*) and BIGINT ids arrive as numbers (every one the API keeps fits in 2^53). */
const postgresTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

function openPostgres(url: string): Db {
  const pool = new pg.Pool({ connectionString: url, max: POSTGRES_POOL_SIZE, types: postgresTypes });
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
  const on = (client: pg.Pool | pg.PoolClient): Omit<Sql, 'transaction'> => ({
    dialect: postgresDialect,
    get: async <T>(sql: string, values: readonly SqlValue[] = []) =>
      (await client.query(text(sql), [...values])).rows[0] as T | undefined,
    all: async <T>(sql: string, values: readonly SqlValue[] = []) =>
      (await client.query(text(sql), [...values])).rows as T[],
    run: async (sql: string, values: readonly SqlValue[] = []) => ({
      changes: (await client.query(text(sql), [...values])).rowCount ?? 0,
    }),
  });
  return {
    engine: 'postgres',
    ...on(pool),
    async transaction(work) {
      const client = await pool.connect();
      const sql: Sql = { ...on(client), transaction: (inner) => inner(sql) };
      scripts.set(sql, async (script) => {
        await client.query(script);
      });
      try {
        await client.query('BEGIN');
        const result = await work(sql);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
