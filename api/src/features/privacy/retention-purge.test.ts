import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import {
  APPLICATION_RETENTION_MONTHS,
  DRAFT_RETENTION_DAYS,
  ENQUIRY_RETENTION_MONTHS,
  IDEMPOTENCY_KEY_RETENTION_DAYS,
  OUTBOX_RETENTION_DAYS,
} from '@site/shared/contracts';
import type { Db } from '../../db/database.ts';
import { leaveRecords, people } from '../../test/personal-data.ts';
import { createTestApp, withDatabase } from '../../test/test-app.ts';
import { SENT_PAYLOAD } from '../notifications/outbox.ts';
import { createFileBlobStore } from '@site/shared/server/blob-store';
import { UPLOADS_DIR } from '../uploads/upload-store.ts';
import { DEFAULT_RETENTION, PURGE_INTERVAL_MINUTES, privacySettingsFrom } from './privacy-settings.ts';
import { daysBefore, monthsBefore, purgeExpiredRecords } from './retention-purge.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Just past a retention, and just within it. */
const older = (cutoff: Date) => new Date(cutoff.getTime() - DAY_MS).toISOString();
const younger = (cutoff: Date) => new Date(cutoff.getTime() + DAY_MS).toISOString();

/** Dates one person's records as if they had arrived at `at` (the draft saved then, and expiring 7 days later). */
async function backdate(db: Db, email: string, at: string) {
  const like = `%${email}%`;
  await db.run('UPDATE form_submissions SET created_at = ? WHERE payload LIKE ?', [at, like]);
  await db.run('UPDATE career_applications SET created_at = ? WHERE email = ?', [at, email]);
  await db.run('UPDATE notification_outbox SET created_at = ? WHERE payload LIKE ?', [at, like]);
  const expires = new Date(Date.parse(at) + DRAFT_RETENTION_DAYS * DAY_MS).toISOString();
  await db.run(
    'UPDATE application_drafts SET created_at = ?, updated_at = ?, expires_at = ? WHERE draft_values LIKE ?',
    [at, at, expires, like],
  );
}

const count = (db: Db, table: string, where = '1 = 1', params: string[] = []) =>
  db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`, params).then((row) => Number(row?.n));

describe('the retention periods', () => {
  it('default to the ones README and the privacy policy state, and each is read from the environment', () => {
    expect(DEFAULT_RETENTION).toEqual({
      enquiryMonths: ENQUIRY_RETENTION_MONTHS,
      applicationMonths: APPLICATION_RETENTION_MONTHS,
      draftDays: DRAFT_RETENTION_DAYS,
      outboxDays: OUTBOX_RETENTION_DAYS,
    });
    expect([ENQUIRY_RETENTION_MONTHS, APPLICATION_RETENTION_MONTHS, DRAFT_RETENTION_DAYS]).toEqual([24, 12, 7]);
    expect(privacySettingsFrom({})).toMatchObject({
      retention: DEFAULT_RETENTION,
      purgeIntervalMs: PURGE_INTERVAL_MINUTES * 60_000,
    });
    expect(
      privacySettingsFrom({
        RETENTION_ENQUIRY_MONTHS: '6',
        RETENTION_APPLICATION_MONTHS: '3',
        RETENTION_DRAFT_DAYS: '2',
        RETENTION_OUTBOX_DAYS: '1',
        RETENTION_PURGE_INTERVAL_MINUTES: '5',
      }),
    ).toMatchObject({
      retention: { enquiryMonths: 6, applicationMonths: 3, draftDays: 2, outboxDays: 1 },
      purgeIntervalMs: 5 * 60_000,
    });
    expect(() => privacySettingsFrom({ RETENTION_ENQUIRY_MONTHS: '0' })).toThrow('RETENTION_ENQUIRY_MONTHS');
    expect(() => privacySettingsFrom({ RETENTION_DRAFT_DAYS: 'a week' })).toThrow('RETENTION_DRAFT_DAYS');
  });

  it('count calendar months', () => {
    expect(monthsBefore(new Date('2026-03-15T10:00:00Z'), 24).toISOString()).toBe('2024-03-15T10:00:00.000Z');
    expect(daysBefore(new Date('2026-03-15T10:00:00Z'), 7).toISOString()).toBe('2026-03-08T10:00:00.000Z');
  });
});

const fileOf = (uploadsDir: string, address: string) => path.join(uploadsDir, path.basename(address));

/** The API on a fresh database with Priyanka's and Tobias's records, dated by `dates`; `purge` runs it at `now`. */
async function withRecords(
  dates: (now: Date) => { priyanka: string; tobias: string },
  test: (context: {
    testApp: Awaited<ReturnType<typeof createTestApp>>;
    uploadsDir: string;
    priyanka: Awaited<ReturnType<typeof leaveRecords>>;
    tobias: Awaited<ReturnType<typeof leaveRecords>>;
    purge: () => ReturnType<typeof purgeExpiredRecords>;
  }) => Promise<void>,
) {
  const testApp = await createTestApp();
  const uploadsDir = path.join(testApp.dataDir, UPLOADS_DIR);
  const now = new Date();
  try {
    const priyanka = await leaveRecords(testApp, people.priyanka);
    const tobias = await leaveRecords(testApp, people.tobias);
    const at = dates(now);
    await withDatabase(testApp.stored, async (db) => {
      await backdate(db, people.priyanka.email, at.priyanka);
      await backdate(db, people.tobias.email, at.tobias);
      // Every upload as old as the older records: only a link from a kept record keeps one.
      await db.run('UPDATE uploads SET created_at = ?', [at.priyanka < at.tobias ? at.priyanka : at.tobias]);
    });
    const purge = () =>
      withDatabase(testApp.stored, (db) =>
        purgeExpiredRecords(db, createFileBlobStore(uploadsDir), DEFAULT_RETENTION, now),
      );
    await test({ testApp, uploadsDir, priyanka, tobias, purge });
  } finally {
    await testApp.close();
  }
}

describe('the retention purge', () => {
  it('deletes applications past 12 months and the uploads only they linked to, and keeps the younger ones', () =>
    withRecords(
      (now) => {
        const cutoff = monthsBefore(now, APPLICATION_RETENTION_MONTHS);
        return { priyanka: older(cutoff), tobias: younger(cutoff) };
      },
      async ({ testApp, uploadsDir, priyanka, tobias, purge }) => {
        // Both drafts are past their 7 days; the enquiries and the notifications (not sent yet) are within 24 months.
        expect(await purge()).toEqual({
          formSubmissions: 0,
          careerApplications: 1,
          applicationDrafts: 2,
          notificationOutbox: 0,
          outboxPayloadsCleared: 0,
          uploads: 2,
          idempotencyKeys: 0,
        });
        await withDatabase(testApp.stored, async (db) => {
          expect(await count(db, 'career_applications', 'email = ?', [people.tobias.email])).toBe(1);
          expect(await count(db, 'career_applications')).toBe(1);
          expect(await count(db, 'form_submissions')).toBe(4);
          expect(await count(db, 'notification_outbox')).toBe(2);
        });
        // Priyanka's photo and resume went with her application (and her draft); her enquiry keeps its resume.
        const [photo = '', resume = '', enquiryResume = ''] = priyanka.uploads;
        expect([photo, resume, enquiryResume].map((address) => existsSync(fileOf(uploadsDir, address)))).toEqual([
          false,
          false,
          true,
        ]);
        expect(tobias.uploads.map((address) => existsSync(fileOf(uploadsDir, address)))).toEqual([true, true, true]);
        expect((await testApp.app.inject(testApp.uploadLink(resume))).statusCode).toBe(404);
        expect((await testApp.app.inject(testApp.uploadLink(enquiryResume))).statusCode).toBe(200);
        // A second run, as another API instance's, finds nothing more to do.
        expect(Object.values(await purge()).every((n) => n === 0)).toBe(true);
      },
    ));

  it('deletes enquiries and unsent notifications past 24 months, with every upload they linked to', () =>
    withRecords(
      (now) => {
        const cutoff = monthsBefore(now, ENQUIRY_RETENTION_MONTHS);
        return { priyanka: older(cutoff), tobias: younger(cutoff) };
      },
      async ({ testApp, uploadsDir, priyanka, tobias, purge }) => {
        expect(await purge()).toEqual({
          formSubmissions: 2,
          careerApplications: 2,
          applicationDrafts: 2,
          notificationOutbox: 1,
          outboxPayloadsCleared: 0,
          uploads: 5,
          idempotencyKeys: 0,
        });
        await withDatabase(testApp.stored, async (db) => {
          expect(await count(db, 'form_submissions', 'payload LIKE ?', [`%${people.tobias.email}%`])).toBe(2);
          expect(await count(db, 'form_submissions')).toBe(2);
          expect(await count(db, 'notification_outbox', 'payload LIKE ?', [`%${people.tobias.email}%`])).toBe(1);
          expect(await count(db, 'uploads')).toBe(1);
        });
        expect(priyanka.uploads.some((address) => existsSync(fileOf(uploadsDir, address)))).toBe(false);
        expect(tobias.uploads.map((address) => existsSync(fileOf(uploadsDir, address)))).toEqual([false, false, true]);
      },
    ));

  it("clears a sent notification's copy, and deletes sent, failed and dead ones past 30 days", async () => {
    const testApp = await createTestApp();
    const now = new Date();
    const cutoff = daysBefore(now, OUTBOX_RETENTION_DAYS);
    try {
      await withDatabase(testApp.stored, async (db) => {
        const rows: [string, string, string][] = [
          ['sent', '{"Email":"a@example.com"}', younger(cutoff)],
          ['sent', SENT_PAYLOAD, older(cutoff)],
          ['failed', '{"Email":"b@example.com"}', older(cutoff)],
          ['failed', '{"Email":"c@example.com"}', younger(cutoff)],
          ['pending', '{"Email":"d@example.com"}', older(cutoff)],
          ['dead', '{"Email":"e@example.com"}', older(cutoff)],
        ];
        for (const [status, payload, at] of rows) {
          await db.run('INSERT INTO notification_outbox (subject, payload, status, created_at) VALUES (?, ?, ?, ?)', [
            'Consultation',
            payload,
            status,
            at,
          ]);
        }
        expect(
          await purgeExpiredRecords(
            db,
            createFileBlobStore(path.join(testApp.dataDir, UPLOADS_DIR)),
            DEFAULT_RETENTION,
            now,
          ),
        ).toMatchObject({ notificationOutbox: 3, outboxPayloadsCleared: 1 });
        expect(await db.all('SELECT status, payload FROM notification_outbox ORDER BY id')).toEqual([
          { status: 'sent', payload: SENT_PAYLOAD },
          { status: 'failed', payload: '{"Email":"c@example.com"}' },
          { status: 'pending', payload: '{"Email":"d@example.com"}' },
        ]);
      });
    } finally {
      await testApp.close();
    }
  });

  it('deletes idempotency keys past IDEMPOTENCY_KEY_RETENTION_DAYS, with their stored answers (issue 49)', async () => {
    const testApp = await createTestApp();
    const now = new Date();
    const cutoff = daysBefore(now, IDEMPOTENCY_KEY_RETENTION_DAYS);
    try {
      await withDatabase(testApp.stored, async (db) => {
        for (const [key, at] of [
          ['0b6f3f5e-2d2a-4c71-9a55-8f1c1d1e1f10', older(cutoff)],
          ['1c7a4e6f-3e3b-4d82-8b66-9a2d2e2f2a21', younger(cutoff)],
        ]) {
          await db.run(
            `INSERT INTO idempotency_keys (key, route, fingerprint, status, response, created_at)
             VALUES (?, 'POST /api/forms/subscribe', 'f', 201, '{"status":true,"id":1}', ?)`,
            [key ?? '', at ?? ''],
          );
        }
        expect(
          await purgeExpiredRecords(
            db,
            createFileBlobStore(path.join(testApp.dataDir, UPLOADS_DIR)),
            DEFAULT_RETENTION,
            now,
          ),
        ).toMatchObject({ idempotencyKeys: 1 });
        expect(await db.all('SELECT key FROM idempotency_keys')).toEqual([
          { key: '1c7a4e6f-3e3b-4d82-8b66-9a2d2e2f2a21' },
        ]);
      });
    } finally {
      await testApp.close();
    }
  });

  it('deletes an upload no record has linked to for 7 days, and keeps a younger one', async () => {
    const testApp = await createTestApp();
    const now = new Date();
    const cutoff = daysBefore(now, DRAFT_RETENTION_DAYS);
    try {
      const [abandoned = '', fresh = ''] = (await leaveRecords(testApp, people.priyanka)).uploads;
      await withDatabase(testApp.stored, async (db) => {
        // Nothing links to them any more: the records are gone (as by erase), the files are left.
        for (const table of ['form_submissions', 'career_applications', 'application_drafts']) {
          await db.run(`DELETE FROM ${table}`);
        }
        await db.run('UPDATE uploads SET created_at = ?', [younger(cutoff)]);
        await db.run('UPDATE uploads SET created_at = ? WHERE id = ?', [
          older(cutoff),
          path.basename(abandoned).split('.')[0] ?? '',
        ]);
        const blobs = createFileBlobStore(path.join(testApp.dataDir, UPLOADS_DIR));
        expect((await purgeExpiredRecords(db, blobs, DEFAULT_RETENTION, now)).uploads).toBe(1);
      });
      expect((await testApp.app.inject(testApp.uploadLink(abandoned))).statusCode).toBe(404);
      expect((await testApp.app.inject(testApp.uploadLink(fresh))).statusCode).toBe(200);
    } finally {
      await testApp.close();
    }
  });

  it('runs when the API starts, with the periods of its environment', async () => {
    const first = await createTestApp();
    const { uploads } = await leaveRecords(first, people.priyanka);
    await first.close({ keepData: true });
    // Two months old: within the default 24 months, past a setting of one.
    await withDatabase(first.stored, (db) =>
      backdate(db, people.priyanka.email, monthsBefore(new Date(), 2).toISOString()),
    );

    const kept = await createTestApp(first.stored);
    await kept.app.ready();
    await withDatabase(first.stored, async (db) => expect(await count(db, 'form_submissions')).toBe(2));
    await kept.close({ keepData: true });

    const purged = await createTestApp({
      ...first.stored,
      RETENTION_ENQUIRY_MONTHS: '1',
      RETENTION_APPLICATION_MONTHS: '1',
    });
    try {
      await purged.app.ready();
      await withDatabase(first.stored, async (db) => {
        expect(await count(db, 'form_submissions')).toBe(0);
        expect(await count(db, 'career_applications')).toBe(0);
        expect(await count(db, 'uploads')).toBe(0);
      });
      expect(uploads.some((address) => existsSync(fileOf(path.join(first.dataDir, UPLOADS_DIR), address)))).toBe(false);
    } finally {
      await purged.close();
    }
  }, 30_000);
});
