// The content revision each request's response cache compares (docs/decisions/007, 026, 030). On SQLite every
// instance shares one file, so a read is cheap: the requests one turn of the event loop takes in share one read, so a
// change is seen from the next turn on. On PostgreSQL a read per request would be a round trip: each instance
// LISTENs for the revision that content_items' trigger notifies when a change commits, and reads the table only
// while it is not listening (starting, or reconnecting after the connection dropped).
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from './database.ts';
import { POSTGRES_STATEMENT_TIMEOUT_MS, postgresClientSettings } from './database.ts';
import { CONTENT_REVISION_CHANNEL } from './migrations.ts';

/** Ours: how long a dropped LISTEN connection waits before it connects again (meanwhile, each request reads). */
export const REVISION_LISTEN_RETRY_MS = 1000;

export interface ContentRevision {
  /** The revision now: every change to content committed before this call moves it. */
  current(): Promise<number>;
  close(): Promise<void>;
}

const readRevision = async (db: Db) =>
  (await db.get<{ revision: number }>('SELECT revision FROM content_revision WHERE id = 1'))?.revision ?? 0;

/**
 * `read`, called at most once per turn of the event loop: every call until the turn's end (the poll phase, in
 * which the requests that arrived together are taken in) gets that one read's answer. Under load one read
 * serves several requests; a request alone in its turn pays one read, as before (docs/decisions/030).
 */
export function onePerTurn<T>(read: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    if (pending) return pending;
    pending = read();
    setImmediate(() => {
      pending = undefined;
    });
    return pending;
  };
}

export async function watchContentRevision(
  db: Db,
  databaseUrl: string | undefined,
  log: FastifyBaseLogger,
): Promise<ContentRevision> {
  if (db.engine === 'sqlite' || !databaseUrl) {
    return { current: onePerTurn(() => readRevision(db)), close: async () => undefined };
  }
  /** The last revision heard while listening; undefined while not listening. */
  let heard: number | undefined;
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const listen = async () => {
    // The pool's timeouts (issue 49): a server that hangs fails the connection or its queries, and it is made again.
    const next = new pg.Client(
      postgresClientSettings(databaseUrl, { statementTimeoutMs: POSTGRES_STATEMENT_TIMEOUT_MS }),
    );
    const dropped = () => {
      if (client !== next) return;
      client = undefined;
      heard = undefined;
      void next.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void listen(), REVISION_LISTEN_RETRY_MS).unref();
    };
    next.on('error', (error) => {
      log.warn({ err: error }, 'content revision: LISTEN connection failed');
      dropped();
    });
    next.on('end', dropped);
    /** The schema this API's tables are in: another schema's changes (another site, a test) are not ours. */
    let schema: string | undefined;
    next.on('notification', (message) => {
      const [from, value] = (message.payload ?? '').split(' ');
      const revision = Number(value);
      if (message.channel === CONTENT_REVISION_CHANNEL && from === schema && Number.isFinite(revision)) {
        heard = Math.max(heard ?? 0, revision);
      }
    });
    client = next;
    try {
      await next.connect();
      const found = await next.query<{ schema: string }>(
        "SELECT n.nspname AS schema FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.oid = 'content_items'::regclass",
      );
      schema = found.rows[0]?.schema;
      // Listening before reading: a change that commits in between is heard, not missed.
      await next.query(`LISTEN ${CONTENT_REVISION_CHANNEL}`);
      const revision = await readRevision(db);
      if (client === next) heard = Math.max(heard ?? 0, revision);
    } catch (error) {
      log.warn({ err: error }, 'content revision: could not LISTEN; reading it on each request meanwhile');
      dropped();
    }
  };
  await listen();

  return {
    current: async () => heard ?? readRevision(db),
    async close() {
      closed = true;
      clearTimeout(retry);
      const open = client;
      client = undefined;
      heard = undefined;
      await open?.end().catch(() => undefined);
    },
  };
}
