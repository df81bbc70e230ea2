import { rmSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { Transporter } from 'nodemailer';
import pino from 'pino';
import { openDatabase } from '../../db/database.ts';
import type { Db } from '../../db/database.ts';
import { temporaryDataDir } from '../../test/test-app.ts';
import { dropTestDatabase, testDatabaseUrl } from '../../test/test-database.ts';
import { SENT_PAYLOAD, createOutbox, retryDelayMs } from './outbox.ts';

const silent = pino({ level: 'silent' });
let dataDir: string;
/** On PostgreSQL, the database every connection of a test shares. */
let databaseUrl: string | undefined;
let connections: Db[];

beforeEach(async () => {
  dataDir = temporaryDataDir();
  databaseUrl = await testDatabaseUrl();
  connections = [];
});
afterEach(async () => {
  for (const db of connections) await db.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (databaseUrl) await dropTestDatabase(databaseUrl);
});

/** A connection (a pool, on PostgreSQL) of its own to the one database, as another API instance has. */
async function connect(): Promise<Db> {
  const db = await openDatabase({ dataDir, databaseUrl });
  connections.push(db);
  return db;
}

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

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
    const writer = await connect();
    const subjects = Array.from({ length: 30 }, (_, index) => `Enquiry ${index + 1}`);
    for (const subject of subjects) {
      await writer.run("INSERT INTO notification_outbox (subject, payload, created_at) VALUES (?, '{}', ?)", [
        subject,
        inSeconds(0),
      ]);
    }

    const first = createOutbox(await connect(), options(slowMailServer(sent)), silent);
    const second = createOutbox(await connect(), options(slowMailServer(sent)), silent);
    await Promise.all([first.flush(), second.flush(), first.flush()]);

    expect([...sent].sort()).toEqual([...subjects].sort());
    const rows = await writer.get<{ n: number }>(
      "SELECT COUNT(*) AS n FROM notification_outbox WHERE status = 'sent' AND claimed_by IS NULL",
    );
    expect(rows?.n).toBe(subjects.length);
  });

  it('releases the claim on a notification that failed, and tries it again once its backoff has passed', async () => {
    const sent: string[] = [];
    const db = await connect();
    for (const subject of ['Enquiry A', 'Enquiry B']) {
      await db.run("INSERT INTO notification_outbox (subject, payload, created_at) VALUES (?, '{}', ?)", [
        subject,
        inSeconds(0),
      ]);
    }
    let clock = Date.now();
    const outbox = createOutbox(
      db,
      { ...options(slowMailServer(sent, new Set(['Enquiry A']))), now: () => clock },
      silent,
    );
    await outbox.flush();
    expect(sent).toEqual(['Enquiry B']);
    const failed = await db.get<{ attempts: number; claimed_by: string | null }>(
      "SELECT attempts, claimed_by FROM notification_outbox WHERE subject = 'Enquiry A'",
    );
    expect(failed).toEqual({ attempts: 1, claimed_by: null });
    await outbox.flush();
    expect(sent).toEqual(['Enquiry B']);
    clock += retryDelayMs(1);
    await outbox.flush();
    expect(sent).toEqual(['Enquiry B', 'Enquiry A']);
  });

  it('leaves a notification claimed by a sender that stopped mid-send to the others until the claim runs out', async () => {
    const sent: string[] = [];
    const db = await connect();
    await db.run(
      `INSERT INTO notification_outbox (subject, payload, created_at, claimed_by, claimed_until)
       VALUES ('Claimed', '{}', ?, 'a-stopped-sender', ?), ('Expired', '{}', ?, 'a-stopped-sender', ?)`,
      [inSeconds(0), inSeconds(60), inSeconds(0), inSeconds(-1)],
    );
    await createOutbox(await connect(), options(slowMailServer(sent)), silent).flush();
    expect(sent).toEqual(['Expired']);
  });
});

describe('a sent notification (issue 51)', () => {
  it('keeps no copy of the message: its payload is cleared, a failed one keeps it for a person to look at', async () => {
    const db = await connect();
    const failing = new Set(['Refused']);
    const outbox = createOutbox(
      db,
      options({
        sendMail: async ({ subject }: { subject: string }) => {
          if (failing.has(subject)) throw new Error('mailbox unavailable');
          return { messageId: subject };
        },
      } as unknown as Transporter),
      silent,
    );
    await outbox.enqueue('Sent', { Name: 'Priyanka', Email: 'priyanka@example.org' });
    await outbox.enqueue('Refused', { Name: 'Tobias', Email: 'tobias@example.net' });
    await outbox.flush();
    expect(await db.all('SELECT subject, status, payload FROM notification_outbox ORDER BY id')).toEqual([
      { subject: 'Sent', status: 'sent', payload: SENT_PAYLOAD },
      {
        subject: 'Refused',
        status: 'pending',
        payload: JSON.stringify({ Name: 'Tobias', Email: 'tobias@example.net' }),
      },
    ]);
  });
});
