import { rmSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { Transporter } from 'nodemailer';
import pino from 'pino';
import { openDatabase } from '../../db/database.ts';
import type { Db } from '../../db/database.ts';
import { temporaryDataDir } from '../../test/test-app.ts';
import { createOutbox } from './outbox.ts';

const silent = pino({ level: 'silent' });
let dataDir: string;
let connections: Db[];

beforeEach(() => {
  dataDir = temporaryDataDir();
  connections = [];
});
afterEach(() => {
  for (const db of connections) db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A connection of its own to the one database file, as another API instance has. */
function connect(): Db {
  const db = openDatabase(dataDir);
  connections.push(db);
  return db;
}

/** A mail server that takes a moment per message and remembers each subject it was given, in order. */
function slowMailServer(sent: string[], failFirst = new Set<string>()) {
  return {
    sendMail: async ({ subject }: { subject: string }) => {
      await new Promise((resolve) => setTimeout(resolve, 2));
      if (failFirst.delete(subject)) throw new Error(`${subject}: try again later`);
      sent.push(subject);
      return { messageId: subject };
    },
  } as unknown as Transporter;
}

const options = (transport: Transporter) => ({
  smtpUrl: undefined,
  from: 'site@example.test',
  to: 'ops@example.test',
  transport,
});

describe('the outbox with two senders (issue 22)', () => {
  it('sends each notification once while both run at the same time', async () => {
    const sent: string[] = [];
    const writer = connect();
    const enqueue = writer.prepare(
      "INSERT INTO notification_outbox (subject, payload, created_at) VALUES (?, '{}', strftime('%Y-%m-%dT%H:%M:%fZ'))",
    );
    const subjects = Array.from({ length: 30 }, (_, index) => `Enquiry ${index + 1}`);
    for (const subject of subjects) enqueue.run(subject);

    const first = createOutbox(connect(), options(slowMailServer(sent)), silent);
    const second = createOutbox(connect(), options(slowMailServer(sent)), silent);
    await Promise.all([first.flush(), second.flush(), first.flush()]);

    expect([...sent].sort()).toEqual([...subjects].sort());
    const rows = writer
      .prepare("SELECT COUNT(*) FROM notification_outbox WHERE status = 'sent' AND claimed_by IS NULL")
      .pluck()
      .get();
    expect(rows).toBe(subjects.length);
  });

  it('releases the claim on a notification that failed, and tries it again on the next run', async () => {
    const sent: string[] = [];
    const db = connect();
    const outbox = createOutbox(db, options(slowMailServer(sent, new Set(['Enquiry A']))), silent);
    outbox.enqueue('Enquiry A', { name: 'A' });
    outbox.enqueue('Enquiry B', { name: 'B' });
    await outbox.flush();
    expect(sent).toEqual(['Enquiry B']);
    const failed = db
      .prepare<[], { attempts: number; claimed_by: string | null }>(
        "SELECT attempts, claimed_by FROM notification_outbox WHERE subject = 'Enquiry A'",
      )
      .get();
    expect(failed).toEqual({ attempts: 1, claimed_by: null });
    await outbox.flush();
    expect(sent).toEqual(['Enquiry B', 'Enquiry A']);
  });

  it('leaves a notification claimed by a sender that stopped mid-send to the others until the claim runs out', async () => {
    const sent: string[] = [];
    const db = connect();
    db.prepare(
      `INSERT INTO notification_outbox (subject, payload, created_at, claimed_by, claimed_until)
       VALUES ('Claimed', '{}', strftime('%Y-%m-%dT%H:%M:%fZ'), 'a-stopped-sender', strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+60 seconds')),
              ('Expired', '{}', strftime('%Y-%m-%dT%H:%M:%fZ'), 'a-stopped-sender', strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 seconds'))`,
    ).run();
    await createOutbox(connect(), options(slowMailServer(sent)), silent).flush();
    expect(sent).toEqual(['Expired']);
  });
});
