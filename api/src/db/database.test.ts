import { rmSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { loadConfig } from '../config.ts';
import { temporaryDataDir } from '../test/test-app.ts';
import { dropTestDatabase, testDatabaseUrl } from '../test/test-database.ts';
import { openDatabase } from './database.ts';
import type { Db } from './database.ts';
import { numberedPlaceholders } from './dialect.ts';

describe('DATABASE_URL', () => {
  it('takes postgres:// and postgresql://; unset or empty keeps SQLite', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://site@db:5432/site' }).databaseUrl).toBe(
      'postgres://site@db:5432/site',
    );
    expect(loadConfig({ DATABASE_URL: 'postgresql://db/site' }).databaseUrl).toBe('postgresql://db/site');
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
    expect(loadConfig({}).databaseUrl).toBeUndefined();
  });

  it('refuses anything else, saying what it takes, without repeating a value that may hold a password', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://site:s3cret@db/site' })).toThrow(
      'DATABASE_URL: must start with postgres:// or postgresql://, not "mysql://"',
    );
    expect(() => loadConfig({ DATABASE_URL: 'db.internal s3cret' })).toThrow(/^DATABASE_URL: not a URL/);
    expect(() => loadConfig({ DATABASE_URL: 'db.internal s3cret' })).not.toThrow(/s3cret/);
  });
});

describe("PostgreSQL's parameters", () => {
  it('are numbered from the ? placeholders, leaving quoted strings and names alone', () => {
    expect(numberedPlaceholders(`SELECT ?, '?', "a?b", ? FROM t WHERE x = ? AND y LIKE '%?%'`)).toBe(
      `SELECT $1, '?', "a?b", $2 FROM t WHERE x = $3 AND y LIKE '%?%'`,
    );
  });
});

describe('a transaction', () => {
  let dataDir: string;
  let databaseUrl: string | undefined;
  let db: Db;
  beforeEach(async () => {
    dataDir = temporaryDataDir();
    databaseUrl = await testDatabaseUrl();
    db = await openDatabase({ dataDir, databaseUrl });
  });
  afterEach(async () => {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) await dropTestDatabase(databaseUrl);
  });

  const mark = (sql: Pick<Db, 'run'>, name: string) =>
    sql.run('INSERT INTO seed_runs (name, loaded_at) VALUES (?, ?)', [name, new Date().toISOString()]);
  const marks = async () =>
    (await db.all<{ name: string }>("SELECT name FROM seed_runs WHERE name LIKE 'test-%' ORDER BY name")).map(
      (row) => row.name,
    );

  it("keeps another request's statement out of it: a rollback does not undo that statement's write", async () => {
    let opened: () => void = () => undefined;
    const open = new Promise<void>((resolve) => (opened = resolve));
    const undone = db.transaction(async (sql) => {
      await mark(sql, 'test-inside');
      opened();
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw new Error('undo');
    });
    await open;
    // Another request's write while the transaction is open and waiting.
    const outside = mark(db, 'test-outside');
    await expect(undone).rejects.toThrow('undo');
    await outside;
    expect(await marks()).toEqual(['test-outside']);
  });

  it('writes all of its statements or none, and transactions asked for at once each commit their own', async () => {
    await Promise.all(
      ['a', 'b', 'c'].map((name) =>
        db.transaction(async (sql) => {
          await mark(sql, `test-${name}-1`);
          await new Promise((resolve) => setTimeout(resolve, 5));
          await mark(sql, `test-${name}-2`);
        }),
      ),
    );
    const outcome = await db
      .transaction(async (sql) => {
        await mark(sql, 'test-d-1');
        await mark(sql, 'test-a-1'); // taken: the whole transaction fails
      })
      .then(
        () => 'committed',
        () => 'rolled back',
      );
    expect(outcome).toBe('rolled back');
    expect(await marks()).toEqual(['test-a-1', 'test-a-2', 'test-b-1', 'test-b-2', 'test-c-1', 'test-c-2']);
  });
});
