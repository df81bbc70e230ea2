// The outbox's scheduled sender (issue 49): exponential backoff, dead letters, and SMTP servers that hang or go away.
import { rmSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { Transporter } from 'nodemailer';
import pino from 'pino';
import { openDatabase } from '../../db/database.ts';
import type { Db } from '../../db/database.ts';
import { startFakeSmtp } from '../../test/fake-smtp.ts';
import type { FakeSmtp } from '../../test/fake-smtp.ts';
import { createTestApp, temporaryDataDir, withDatabase } from '../../test/test-app.ts';
import { dropTestDatabase, testDatabaseUrl } from '../../test/test-database.ts';
import {
  MAX_SEND_ATTEMPTS,
  OUTBOX_CLAIM_SECONDS,
  OUTBOX_RETRY_BASE_MS,
  OUTBOX_RETRY_MAX_MS,
  OUTBOX_SEND_TIMEOUT_MS,
  SMTP_TIMEOUTS,
  createOutbox,
  retryDelayMs,
} from './outbox.ts';

let dataDir: string;
let databaseUrl: string | undefined;
let db: Db;
const servers: FakeSmtp[] = [];

beforeEach(async () => {
  dataDir = temporaryDataDir();
  databaseUrl = await testDatabaseUrl();
  db = await openDatabase({ dataDir, databaseUrl });
});
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (databaseUrl) await dropTestDatabase(databaseUrl);
});

/** A logger whose lines the test reads. */
function recordingLog() {
  const lines: Record<string, unknown>[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { log, lines };
}

const addresses = { from: 'site@example.test', to: 'ops@example.test' };
/** Short SMTP timeouts, so a hanging server costs the test half a second rather than SMTP_TIMEOUTS. */
const shortTimeouts = { connectionMs: 500, greetingMs: 500, socketMs: 500 };

async function row() {
  return db.get<{ status: string; attempts: number; next_attempt_at: string | null; last_error: string | null }>(
    'SELECT status, attempts, next_attempt_at, last_error FROM notification_outbox',
  );
}

describe('the backoff (issue 49)', () => {
  it('starts at OUTBOX_RETRY_BASE_MS, doubles after each failure and stops at OUTBOX_RETRY_MAX_MS', () => {
    expect(retryDelayMs(1)).toBe(OUTBOX_RETRY_BASE_MS);
    expect(retryDelayMs(2)).toBe(OUTBOX_RETRY_BASE_MS * 2);
    expect(retryDelayMs(3)).toBe(OUTBOX_RETRY_BASE_MS * 4);
    expect(retryDelayMs(MAX_SEND_ATTEMPTS)).toBe(OUTBOX_RETRY_MAX_MS);
    // A send, however it hangs, ends before its claim could be taken over by another sender.
    expect(Math.max(...Object.values(SMTP_TIMEOUTS))).toBeLessThanOrEqual(OUTBOX_SEND_TIMEOUT_MS);
    expect(OUTBOX_SEND_TIMEOUT_MS).toBeLessThan(OUTBOX_CLAIM_SECONDS * 1000);
  });

  it('tries a failing notification only when its backoff has passed, then makes it a dead letter with an alert', async () => {
    const sendMail = jest.fn(async () => {
      throw new Error('421 try again later');
    });
    let clock = Date.UTC(2026, 5, 1, 9);
    const { log, lines } = recordingLog();
    const outbox = createOutbox(
      db,
      { smtpUrl: undefined, ...addresses, transport: { sendMail } as unknown as Transporter, now: () => clock },
      log,
    );
    const id = await outbox.insert(db, 'Enquiry', { Name: 'Ravi', Email: 'ravi@example.com' });

    for (let attempt = 1; attempt < MAX_SEND_ATTEMPTS; attempt++) {
      await outbox.flush();
      expect(sendMail).toHaveBeenCalledTimes(attempt);
      expect(await row()).toMatchObject({
        status: 'pending',
        attempts: attempt,
        next_attempt_at: new Date(clock + retryDelayMs(attempt)).toISOString(),
        last_error: '421 try again later',
      });
      // Not a moment before its time.
      clock += retryDelayMs(attempt) - 1;
      await outbox.flush();
      expect(sendMail).toHaveBeenCalledTimes(attempt);
      clock += 1;
    }
    await outbox.flush();
    expect(sendMail).toHaveBeenCalledTimes(MAX_SEND_ATTEMPTS);
    expect(await row()).toMatchObject({ status: 'dead', attempts: MAX_SEND_ATTEMPTS, next_attempt_at: null });
    expect(lines.filter((line) => line.alert === 'notification-dead-letter')).toEqual([
      expect.objectContaining({
        level: 50,
        alert: 'notification-dead-letter',
        id,
        attempts: MAX_SEND_ATTEMPTS,
        lastError: '421 try again later',
      }),
    ]);
    expect(await outbox.deadLetterCount()).toBe(1);
    expect(outbox.deadLettered()).toBe(1);

    // A dead letter is never tried again.
    clock += OUTBOX_RETRY_MAX_MS * 2;
    await outbox.flush();
    expect(sendMail).toHaveBeenCalledTimes(MAX_SEND_ATTEMPTS);
  });
});

describe('an SMTP server that hangs or goes away (issue 49)', () => {
  it('costs a failed attempt within the timeouts, and the notification is delivered once the server answers', async () => {
    const hanging = await startFakeSmtp('hang');
    servers.push(hanging);
    let clock = Date.now();
    const outbox = createOutbox(
      db,
      { smtpUrl: hanging.url, ...addresses, smtpTimeouts: shortTimeouts, now: () => clock },
      recordingLog().log,
    );
    await outbox.insert(db, 'Book a free consultation', { Name: 'Dana', Email: 'dana@example.com' });

    const started = Date.now();
    await outbox.flush();
    expect(Date.now() - started).toBeLessThan(shortTimeouts.connectionMs + shortTimeouts.greetingMs + 1000);
    expect(hanging.connections()).toBe(1);
    expect(await row()).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: expect.stringMatching(/greeting|timeout/i),
    });

    // The server is gone altogether (connection refused): another failed attempt, later.
    await hanging.close();
    servers.splice(0);
    clock += retryDelayMs(1);
    await outbox.flush();
    expect(await row()).toMatchObject({
      status: 'pending',
      attempts: 2,
      last_error: expect.stringMatching(/ECONNREFUSED/),
    });

    // It answers again, on the same address: the notification goes out at its next attempt.
    const answering = await startFakeSmtp('answer', hanging.port);
    servers.push(answering);
    clock += retryDelayMs(2);
    await outbox.flush();
    expect(await row()).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
    expect(answering.messages).toHaveLength(1);
    expect(answering.messages[0]).toContain('Subject: Book a free consultation');
    await outbox.stop();
  });

  it('bounds a send by OUTBOX_SEND_TIMEOUT_MS whatever the transport does', async () => {
    const never = { sendMail: () => new Promise(() => undefined) } as unknown as Transporter;
    const outbox = createOutbox(
      db,
      { smtpUrl: undefined, ...addresses, transport: never, sendTimeoutMs: 200 },
      recordingLog().log,
    );
    await outbox.insert(db, 'Enquiry', { Name: 'Ravi', Email: 'ravi@example.com' });
    await outbox.flush();
    expect(await row()).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'the send took longer than 200 ms',
    });
  });

  it("does not stall the API's requests while its sender waits on a server that hangs", async () => {
    const hanging = await startFakeSmtp('hang');
    servers.push(hanging);
    // The real timeouts here would only make the test longer: the point is what the requests meanwhile take.
    const testApp = await createTestApp(
      { SMTP_URL: hanging.url },
      { smtpTimeouts: { ...shortTimeouts, greetingMs: 3000 } },
    );
    try {
      const notify = () =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/hubspot/data',
          payload: { subject: 'Book a free consultation', Name: 'Dana Whitfield', Email: 'dana@example.com' },
        });
      expect((await notify()).statusCode).toBe(202);
      // The sender is now connected to the server and waiting for a greeting that never comes.
      const deadline = Date.now() + 2000;
      while (hanging.connections() === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      expect(hanging.connections()).toBe(1);

      for (const request of [
        () => notify(),
        () => testApp.app.inject('/api/guide/data'),
        () => testApp.app.inject('/api/health'),
        () =>
          testApp.app.inject({
            method: 'POST',
            url: '/api/forms/subscribe',
            payload: { values: { email: 'ravi@example.com' }, formToken: testApp.formToken() },
          }),
      ]) {
        const started = Date.now();
        const response = await request();
        expect(response.statusCode).toBeLessThan(300);
        expect(Date.now() - started).toBeLessThan(1000);
      }
      // The send still hangs: no attempt has been counted yet.
      const rows = await withDatabase(testApp.stored, (other) =>
        other.all<{ attempts: number }>('SELECT attempts FROM notification_outbox ORDER BY id'),
      );
      expect(rows.map((each) => each.attempts)).toEqual([0, 0]);
    } finally {
      await testApp.close();
    }
  });
});
