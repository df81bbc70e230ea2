// One person's records, found by their e-mail address (issue 51): what `npm run privacy -- export` prints and
// `erase` removes. The address is matched without regard to case, as any top-level value of a record's JSON (a
// form's `email`, a notification's `Email`, an application's `email`).
import type { Db, Sql, SqlValue } from '../../db/database.ts';
import type { BlobStore } from '@site/shared/server/blob-store';
import { UPLOAD_ADDRESS, uploadAddress, uploadKey } from '@site/shared/server/upload-check';
import type { Keyring } from './personal-data-key.ts';
import { maskValues } from './personal-data-key.ts';
import { eraseResidue } from './erase-residue.ts';
import type { ResidueResult } from './erase-residue.ts';

/** Ours: rows read per query while looking through a table. */
export const SCAN_PAGE_ROWS = 500;

type Json = Record<string, unknown>;

interface SubmissionRow {
  id: number;
  form_id: string;
  payload: string;
  client_ip: string | null;
  created_at: string;
}
interface ApplicationRow {
  id: number;
  registration_id: string;
  email: string;
  position: string;
  payload: string;
  created_at: string;
}
interface DraftRow {
  id: string;
  step: number;
  draft_values: string;
  created_at: string;
  updated_at: string;
  expires_at: string;
}
interface OutboxRow {
  id: number;
  subject: string;
  payload: string;
  status: string;
  attempts: number;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}
interface UploadRow {
  id: string;
  kind: string;
  extension: string;
  mime: string;
  original_name: string;
  size: number;
  created_at: string;
}

const parse = (text: string): Json => {
  const value: unknown = JSON.parse(text);
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
};

/** True when one of the record's top-level values is the address, whatever its case and surrounding spaces. */
export function holdsEmail(json: string, email: string): boolean {
  const wanted = email.trim().toLowerCase();
  // Cheap first: JSON keeps an address as it is (nothing in one needs escaping), so a record without it is skipped.
  if (wanted === '' || !json.toLowerCase().includes(wanted)) return false;
  return Object.values(parse(json)).some((value) => typeof value === 'string' && value.trim().toLowerCase() === wanted);
}

/** The ids of the uploads a record's values link to (`/api/media/files/<id>.<ext>`). */
export function uploadIdsIn(json: string): string[] {
  if (!json.includes('/api/media/files/')) return [];
  const ids: string[] = [];
  for (const value of Object.values(parse(json))) {
    const id = typeof value === 'string' ? UPLOAD_ADDRESS.exec(value.trim())?.[1] : undefined;
    if (id) ids.push(id);
  }
  return ids;
}

/** Every row of `table` that `keep` accepts, read a page at a time in order of `id` (`first` comes before every id). */
async function scan<T extends { id: string | number }>(
  sql: Sql,
  select: string,
  first: SqlValue,
  keep: (row: T) => boolean,
): Promise<T[]> {
  const kept: T[] = [];
  let after = first;
  for (;;) {
    const rows = await sql.all<T>(`${select} WHERE id > ? ORDER BY id LIMIT ?`, [after, SCAN_PAGE_ROWS]);
    kept.push(...rows.filter(keep));
    const last = rows.at(-1);
    if (!last || rows.length < SCAN_PAGE_ROWS) return kept;
    after = last.id;
  }
}

interface PersonRows {
  submissions: SubmissionRow[];
  applications: ApplicationRow[];
  drafts: DraftRow[];
  outbox: OutboxRow[];
  uploads: UploadRow[];
}

async function findRows(sql: Sql, email: string): Promise<PersonRows> {
  const submissions = await scan<SubmissionRow>(
    sql,
    'SELECT id, form_id, payload, client_ip, created_at FROM form_submissions',
    0,
    (row) => holdsEmail(row.payload, email),
  );
  const applications = await scan<ApplicationRow>(
    sql,
    'SELECT id, registration_id, email, position, payload, created_at FROM career_applications',
    0,
    (row) => holdsEmail(JSON.stringify({ email: row.email }), email) || holdsEmail(row.payload, email),
  );
  const drafts = await scan<DraftRow>(
    sql,
    'SELECT id, step, draft_values, created_at, updated_at, expires_at FROM application_drafts',
    '',
    (row) => holdsEmail(row.draft_values, email),
  );
  const outbox = await scan<OutboxRow>(
    sql,
    'SELECT id, subject, payload, status, attempts, last_error, created_at, sent_at FROM notification_outbox',
    0,
    (row) => holdsEmail(row.payload, email),
  );
  const uploadIds = new Set(
    [
      ...submissions.map((r) => r.payload),
      ...applications.map((r) => r.payload),
      ...drafts.map((r) => r.draft_values),
    ].flatMap(uploadIdsIn),
  );
  const uploads: UploadRow[] = [];
  for (const id of uploadIds) {
    const row = await sql.get<UploadRow>(
      'SELECT id, kind, extension, mime, original_name, size, created_at FROM uploads WHERE id = ?',
      [id],
    );
    if (row) uploads.push(row);
  }
  return { submissions, applications, drafts, outbox, uploads };
}

/** Everything held about one e-mail address, as `npm run privacy -- export` prints it; sensitive fields masked. */
export async function exportPerson(db: Db, keyring: Keyring, email: string, now = new Date()) {
  const rows = await findRows(db, email);
  return {
    email,
    exportedAt: now.toISOString(),
    formSubmissions: rows.submissions.map((row) => ({
      id: row.id,
      form: row.form_id,
      createdAt: row.created_at,
      clientIp: row.client_ip,
      values: parse(row.payload),
    })),
    careerApplications: rows.applications.map((row) => ({
      id: row.id,
      registrationId: row.registration_id,
      email: row.email,
      position: row.position,
      createdAt: row.created_at,
      values: maskValues(keyring, parse(row.payload)),
    })),
    applicationDrafts: rows.drafts.map((row) => ({
      step: row.step,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      expiresAt: row.expires_at,
      values: maskValues(keyring, parse(row.draft_values)),
    })),
    notificationOutbox: rows.outbox.map((row) => ({
      id: row.id,
      subject: row.subject,
      status: row.status,
      attempts: row.attempts,
      lastError: row.last_error,
      createdAt: row.created_at,
      sentAt: row.sent_at,
      payload: parse(row.payload),
    })),
    uploads: rows.uploads.map((row) => ({
      id: row.id,
      kind: row.kind,
      mime: row.mime,
      originalName: row.original_name,
      size: row.size,
      createdAt: row.created_at,
      address: uploadAddress(row),
    })),
  };
}

export type PersonExport = Awaited<ReturnType<typeof exportPerson>>;

export interface EraseReport {
  email: string;
  removed: {
    formSubmissions: number;
    careerApplications: number;
    applicationDrafts: number;
    notificationOutbox: number;
    uploads: number;
    uploadFiles: number;
  };
  residue: ResidueResult;
}

const deleteEach = async (sql: Sql, table: string, ids: readonly SqlValue[]) => {
  let removed = 0;
  for (const id of ids) removed += (await sql.run(`DELETE FROM ${table} WHERE id = ?`, [id])).changes;
  return removed;
};

/**
 * Removes every record of one e-mail address and the uploads they link to: the files first (a run that stops half-way
 * still finds the rows next time), then the rows in one transaction, then what the deletes left in the database's
 * files (erase-residue.ts).
 */
export async function erasePerson(db: Db, blobs: BlobStore, email: string): Promise<EraseReport> {
  const rows = await findRows(db, email);
  let uploadFiles = 0;
  for (const upload of rows.uploads) {
    const key = uploadKey(upload);
    if (await blobs.exists(key)) uploadFiles += 1;
    await blobs.delete(key);
  }
  const removed = await db.transaction(async (sql) => ({
    formSubmissions: await deleteEach(
      sql,
      'form_submissions',
      rows.submissions.map((r) => r.id),
    ),
    careerApplications: await deleteEach(
      sql,
      'career_applications',
      rows.applications.map((r) => r.id),
    ),
    applicationDrafts: await deleteEach(
      sql,
      'application_drafts',
      rows.drafts.map((r) => r.id),
    ),
    notificationOutbox: await deleteEach(
      sql,
      'notification_outbox',
      rows.outbox.map((r) => r.id),
    ),
    uploads: await deleteEach(
      sql,
      'uploads',
      rows.uploads.map((r) => r.id),
    ),
    uploadFiles,
  }));
  return { email, removed, residue: await eraseResidue(db) };
}
