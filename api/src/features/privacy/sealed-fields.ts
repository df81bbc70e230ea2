// Encrypting the sensitive fields of the rows already stored (issue 51): at every start, the plain ones (rows written
// before Aadhaar numbers were encrypted, the data migration of this change); on `npm run privacy -- rotate-key`, also
// every one under an old key. Each row is rewritten only if nobody changed it meanwhile; afterwards the old bytes
// are erased from the database's files (erase-residue.ts).
import type { Db, SqlValue } from '../../db/database.ts';
import { eraseResidue } from './erase-residue.ts';
import type { Keyring } from './personal-data-key.ts';
import { ENCRYPTED_PREFIX, SENSITIVE_FIELDS, rekeyValues } from './personal-data-key.ts';
import { SCAN_PAGE_ROWS } from './personal-records.ts';

/** The tables whose JSON holds an application's sensitive fields, with the column and the type of the id. */
export const SEALED_TABLES = [
  { table: 'career_applications', column: 'payload', first: 0 },
  { table: 'application_drafts', column: 'draft_values', first: '' },
] as const;

export interface ResealReport {
  careerApplications: number;
  applicationDrafts: number;
}

/**
 * Encrypts again, under the current key, each sensitive field that is plain or (with `rotate`) under another key.
 * Answers how many rows of each table were rewritten.
 */
export async function resealStoredValues(db: Db, keyring: Keyring, { rotate = false } = {}): Promise<ResealReport> {
  const counts: number[] = [];
  for (const { table, column, first } of SEALED_TABLES) {
    let changed = 0;
    for (const field of SENSITIVE_FIELDS) {
      const holds = `%"${field}":"%`;
      const sealed = rotate
        ? `%"${field}":"${ENCRYPTED_PREFIX}${keyring.current.id}:%`
        : `%"${field}":"${ENCRYPTED_PREFIX}%`;
      let after: SqlValue = first;
      for (;;) {
        const rows: { id: string | number; text: string }[] = await db.all(
          `SELECT id, ${column} AS text FROM ${table} WHERE id > ? AND ${column} LIKE ? AND ${column} NOT LIKE ?
            ORDER BY id LIMIT ?`,
          [after, holds, sealed, SCAN_PAGE_ROWS],
        );
        for (const row of rows) {
          const { values, changed: rewritten } = rekeyValues(keyring, JSON.parse(row.text) as Record<string, unknown>);
          if (!rewritten) continue;
          const { changes } = await db.run(`UPDATE ${table} SET ${column} = ? WHERE id = ? AND ${column} = ?`, [
            JSON.stringify(values),
            row.id,
            row.text,
          ]);
          changed += changes;
        }
        const last: { id: string | number } | undefined = rows.at(-1);
        if (!last || rows.length < SCAN_PAGE_ROWS) break;
        after = last.id;
      }
    }
    counts.push(changed);
  }
  const [careerApplications = 0, applicationDrafts = 0] = counts;
  if (careerApplications + applicationDrafts > 0) {
    await eraseResidue(
      db,
      SEALED_TABLES.map(({ table }) => table),
    );
  }
  return { careerApplications, applicationDrafts };
}
