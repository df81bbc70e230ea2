// What a delete leaves behind in the database's files (issue 51). SQLite runs with secure_delete, so a deleted row's
// bytes are zeroed in its page; VACUUM rebuilds the file, and a TRUNCATE checkpoint copies the WAL into it and empties
// the WAL, whose older frames still held the rows. On PostgreSQL a deleted row stays in its table's file until the
// table is rewritten: VACUUM FULL writes a new file without it. (PostgreSQL's own WAL segments and any backups keep
// what they recorded until they are recycled or expire; README says so.)
import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../../db/database.ts';

/** The tables that hold personal data. */
export const PERSONAL_TABLES = [
  'form_submissions',
  'career_applications',
  'application_drafts',
  'notification_outbox',
  'uploads',
] as const;

/** Ours: how often a checkpoint is tried while another connection is reading, and the pause between tries. */
export const CHECKPOINT_ATTEMPTS = 20;
export const CHECKPOINT_RETRY_MS = 250;

export interface ResidueResult {
  /** What was run: `vacuum` (SQLite) or `vacuum full` (PostgreSQL). */
  compacted: 'vacuum' | 'vacuum full';
  /** SQLite: the WAL was copied into the file and emptied (false while another connection kept reading). */
  walCleared: boolean;
}

/** Rewrites the database so that deleted rows leave no bytes in its files; see the module's comment. */
export async function eraseResidue(db: Db, tables: readonly string[] = PERSONAL_TABLES): Promise<ResidueResult> {
  if (db.engine === 'postgres') {
    await db.run(`VACUUM FULL ${tables.join(', ')}`);
    return { compacted: 'vacuum full', walCleared: true };
  }
  // VACUUM's copy of the database is made in memory, not in a temporary file.
  await db.run('PRAGMA temp_store = MEMORY');
  await db.run('VACUUM');
  return { compacted: 'vacuum', walCleared: await truncateWal(db) };
}

/**
 * SQLite: copies the WAL into the database file and truncates it to nothing; false if readers kept it busy. Each
 * attempt may wait for another process's readers up to the connection's busy timeout, blocking this one meanwhile:
 * the API's own purge makes one attempt, a command that must leave nothing (erase) makes CHECKPOINT_ATTEMPTS.
 */
export async function truncateWal(db: Db, attempts = CHECKPOINT_ATTEMPTS): Promise<boolean> {
  if (db.engine !== 'sqlite') return true;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const result = await db.get<{ busy: number }>('PRAGMA wal_checkpoint(TRUNCATE)');
    if (result?.busy === 0) return true;
    if (attempt < attempts) await sleep(CHECKPOINT_RETRY_MS);
  }
  return false;
}
