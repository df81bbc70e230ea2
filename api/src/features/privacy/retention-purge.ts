// The retention purge (issue 51): each API instance runs it at start and every RETENTION_PURGE_INTERVAL_MINUTES.
// It deletes the records older than their kind's retention (privacy-settings.ts), clears the copy a sent
// notification kept, and deletes the uploads that no kept record links to any more. Several instances may run it at
// once: each row is deleted by one statement (`DELETE … RETURNING`, so the uploads it freed are known to the one
// instance that deleted it), and deleting a file or a row that is already gone does nothing.
import type { FastifyBaseLogger } from 'fastify';
import { IDEMPOTENCY_KEY_RETENTION_DAYS } from '@site/shared/contracts';
import type { Db, Sql } from '../../db/database.ts';
import { SENT_PAYLOAD } from '../notifications/outbox.ts';
import type { BlobStore } from '@site/shared/server/blob-store';
import { truncateWal } from './erase-residue.ts';
import { uploadKey } from '@site/shared/server/upload-check';
import { uploadIdsIn } from './personal-records.ts';
import type { RetentionSettings } from './privacy-settings.ts';

/** `now` less whole calendar months (24 months before 2026-03-31 is 2024-03-31; before a 29 February, the 28th or 1 March). */
export function monthsBefore(now: Date, months: number): Date {
  const at = new Date(now);
  at.setUTCMonth(at.getUTCMonth() - months);
  return at;
}

export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

/** The oldest `created_at` (or last save, for drafts) each kind may have at `now`. */
export function retentionCutoffs(retention: RetentionSettings, now: Date) {
  return {
    enquiries: monthsBefore(now, retention.enquiryMonths).toISOString(),
    applications: monthsBefore(now, retention.applicationMonths).toISOString(),
    drafts: daysBefore(now, retention.draftDays).toISOString(),
    outbox: daysBefore(now, retention.outboxDays).toISOString(),
    idempotencyKeys: daysBefore(now, IDEMPOTENCY_KEY_RETENTION_DAYS).toISOString(),
  };
}

export interface PurgeReport {
  formSubmissions: number;
  careerApplications: number;
  applicationDrafts: number;
  /** Sent, failed or dead notifications past their retention, and pending ones past the enquiries'. */
  notificationOutbox: number;
  /** Sent notifications whose copy of the message was cleared (those sent before payloads were cleared on sending). */
  outboxPayloadsCleared: number;
  uploads: number;
  /** Idempotency keys older than IDEMPOTENCY_KEY_RETENTION_DAYS, with the answers stored under them (ADR 042). */
  idempotencyKeys: number;
}

/** The tables whose records may link to uploads, and the column that holds each record's values. */
const LINKING = [
  ['form_submissions', 'payload'],
  ['career_applications', 'payload'],
  ['application_drafts', 'draft_values'],
] as const;

/** The ids of every upload a kept record links to. */
async function linkedUploads(sql: Sql): Promise<Set<string>> {
  const linked = new Set<string>();
  for (const [table, column] of LINKING) {
    const rows = await sql.all<{ text: string }>(`SELECT ${column} AS text FROM ${table} WHERE ${column} LIKE ?`, [
      '%/api/media/files/%',
    ]);
    for (const row of rows) for (const id of uploadIdsIn(row.text)) linked.add(id);
  }
  return linked;
}

/** True when a kept record links to the upload: checked again just before its row is deleted. */
const STILL_UNLINKED = LINKING.map(
  ([table, column]) => `NOT EXISTS (SELECT 1 FROM ${table} WHERE ${column} LIKE ?)`,
).join(' AND ');

/** Deletes what is past its retention at `now`; see the module's comment. */
export async function purgeExpiredRecords(
  db: Db,
  blobs: BlobStore,
  retention: RetentionSettings,
  now: Date = new Date(),
): Promise<PurgeReport> {
  const cutoff = retentionCutoffs(retention, now);
  const freed = new Set<string>();
  const deleted = async (sql: string, params: string[], column?: string) => {
    const rows = await db.all<{ text: string }>(`${sql} RETURNING ${column ?? "'' "} AS text`, params);
    for (const row of rows) for (const id of uploadIdsIn(row.text)) freed.add(id);
    return rows.length;
  };
  const report: PurgeReport = {
    formSubmissions: await deleted('DELETE FROM form_submissions WHERE created_at < ?', [cutoff.enquiries], 'payload'),
    careerApplications: await deleted(
      'DELETE FROM career_applications WHERE created_at < ?',
      [cutoff.applications],
      'payload',
    ),
    applicationDrafts: await deleted(
      'DELETE FROM application_drafts WHERE expires_at <= ? OR updated_at < ?',
      [now.toISOString(), cutoff.drafts],
      'draft_values',
    ),
    notificationOutbox: await deleted(
      `DELETE FROM notification_outbox
        WHERE (status IN ('sent', 'failed', 'dead') AND created_at < ?) OR (status = 'pending' AND created_at < ?)`,
      [cutoff.outbox, cutoff.enquiries],
    ),
    outboxPayloadsCleared: (
      await db.run("UPDATE notification_outbox SET payload = ? WHERE status = 'sent' AND payload <> ?", [
        SENT_PAYLOAD,
        SENT_PAYLOAD,
      ])
    ).changes,
    uploads: 0,
    idempotencyKeys: (await db.run('DELETE FROM idempotency_keys WHERE created_at < ?', [cutoff.idempotencyKeys]))
      .changes,
  };

  // The uploads the deleted records linked to, and any upload no record has linked to since the drafts' retention.
  const unclaimed = await db.all<{ id: string }>('SELECT id FROM uploads WHERE created_at < ?', [cutoff.drafts]);
  const candidates = new Set([...freed, ...unclaimed.map((row) => row.id)]);
  if (candidates.size > 0) {
    const linked = await linkedUploads(db);
    for (const id of candidates) {
      if (linked.has(id)) continue;
      const upload = await db.get<{ id: string; extension: string }>('SELECT id, extension FROM uploads WHERE id = ?', [
        id,
      ]);
      if (!upload) continue;
      // The file first: a purge that stops here leaves a row, which the next one finds; never a file without a row.
      await blobs.delete(uploadKey(upload));
      const pattern = `%/api/media/files/${id}%`;
      const { changes } = await db.run(`DELETE FROM uploads WHERE id = ? AND ${STILL_UNLINKED}`, [
        id,
        ...LINKING.map(() => pattern),
      ]);
      report.uploads += changes;
    }
  }
  const total = Object.values(report).reduce((sum, count) => sum + count, 0);
  // SQLite's WAL still holds the deleted rows' pages as they were; copy it into the file (zeroed by secure_delete).
  // One attempt: the next run tries again, and the WAL's frames are overwritten as it is reused meanwhile.
  if (total > 0) await truncateWal(db, 1);
  return report;
}

/** Runs the purge now and then every `intervalMs`, one run at a time, logging what each deleted; `stop` ends it. */
export function schedulePurge(
  run: () => Promise<PurgeReport>,
  intervalMs: number,
  log: FastifyBaseLogger,
): { runNow: () => Promise<void>; stop: () => Promise<void> } {
  let running: Promise<void> | undefined;
  const runNow = () => {
    running ??= run()
      .then((report) => {
        if (Object.values(report).some((count) => count > 0)) log.info({ purged: report }, 'Retention purge');
      })
      .catch((error: unknown) => log.error({ err: error }, 'Retention purge failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => void runNow(), intervalMs);
  timer.unref();
  return {
    runNow,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
