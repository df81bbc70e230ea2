import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { hasControlCharacters } from '@site/shared/form-rules';
import type { Db } from '../../db/database.ts';

export interface OutboxOptions {
  smtpUrl: string | undefined;
  from: string;
  to: string;
  /** Tests hand in their own transport. */
  transport?: Transporter;
}

interface PendingRow {
  id: number;
  subject: string;
  payload: string;
}

/**
 * Ours: how long a sender's claim on a notification lasts. A sender that stops mid-send (killed) leaves its claim,
 * and another sends the notification once the claim has run out: at least once, never twice while both run.
 */
export const OUTBOX_CLAIM_SECONDS = 60;

/** What a sent notification's payload becomes: the message went out, and the outbox keeps no copy (issue 51). */
export const SENT_PAYLOAD = '{}';

/** Ours: a notification that failed this many times stays `failed` for a person to look at. */
export const MAX_SEND_ATTEMPTS = 5;

/** Ours: why the mailer refused a message instead of sending it; such a row is `failed` at once. */
export const headerInjectionMessage = (header: string) =>
  `Refused: the ${header} header holds a line break or a control character (header injection).`;

export class HeaderInjectionError extends Error {}

/**
 * The mailer's own guard, whatever the routes checked: a header value with
 * CR, LF or another control character could add headers (`Bcc:`) or a body.
 */
export function assertHeaderSafe(headers: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && hasControlCharacters(value))
      throw new HeaderInjectionError(headerInjectionMessage(name));
  }
}

function mailText(payload: Record<string, unknown>): string {
  return Object.entries(payload)
    .map(([key, value]) => `${key.replace(/_/g, ' ')}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('\n');
}

/**
 * Notification e-mails are rows first. They are sent by SMTP when SMTP is
 * configured; otherwise they stay in the outbox, visible, until it is.
 */
export function createOutbox(db: Db, options: OutboxOptions, log: FastifyBaseLogger) {
  assertHeaderSafe({ from: options.from, to: options.to });
  const transport = options.transport ?? (options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined);
  // This sender's name on the rows it claims. One statement finds the next unclaimed row after `after` and claims
  // it: SQLite runs it under its write lock, and on PostgreSQL `FOR UPDATE SKIP LOCKED` passes over a row another
  // sender is claiming at that moment, so two senders (two processes on one database) never claim one row.
  const sender = randomUUID();
  const lock = db.dialect.engine === 'postgres' ? 'FOR UPDATE SKIP LOCKED' : '';
  const claimNext = (after: number) => {
    const now = new Date();
    return db.get<PendingRow>(
      `UPDATE notification_outbox SET claimed_by = ?, claimed_until = ?
        WHERE id = (
          SELECT id FROM notification_outbox
           WHERE status = 'pending' AND attempts < ? AND id > ? AND (claimed_until IS NULL OR claimed_until < ?)
           ORDER BY id LIMIT 1 ${lock})
        RETURNING id, subject, payload`,
      [
        sender,
        new Date(now.getTime() + OUTBOX_CLAIM_SECONDS * 1000).toISOString(),
        MAX_SEND_ATTEMPTS,
        after,
        now.toISOString(),
      ],
    );
  };
  const released = 'claimed_by = NULL, claimed_until = NULL';
  // Once sent, the outbox keeps no copy of the message (issue 51): its payload is cleared.
  const markSent = (id: number) =>
    db.run(
      `UPDATE notification_outbox SET status = 'sent', attempts = attempts + 1, sent_at = ?, last_error = NULL,
         payload = ?, ${released}
        WHERE id = ?`,
      [new Date().toISOString(), SENT_PAYLOAD, id],
    );
  const markRefused = (id: number, message: string) =>
    db.run(
      `UPDATE notification_outbox SET status = 'failed', attempts = attempts + 1, last_error = ?, ${released} WHERE id = ?`,
      [message, id],
    );
  const markFailed = (id: number, message: string) =>
    db.run(
      `UPDATE notification_outbox SET attempts = attempts + 1, last_error = ?, ${released},
         status = CASE WHEN attempts + 1 >= ? THEN 'failed' ELSE 'pending' END WHERE id = ?`,
      [message, MAX_SEND_ATTEMPTS, id],
    );
  let sending: Promise<void> | undefined;

  async function sendPending(): Promise<void> {
    if (!transport) return;
    // Each row at most once per run, in order: a failed one waits for the next run, as before.
    for (let row = await claimNext(0); row; row = await claimNext(row.id)) {
      try {
        const headers = { from: options.from, to: options.to, subject: row.subject };
        assertHeaderSafe(headers);
        await transport.sendMail({ ...headers, text: mailText(JSON.parse(row.payload) as Record<string, unknown>) });
        await markSent(row.id);
      } catch (error) {
        if (error instanceof HeaderInjectionError) {
          log.warn({ notification: row.id }, error.message);
          await markRefused(row.id, error.message);
          continue;
        }
        log.error({ err: error, notification: row.id }, 'Notification e-mail failed');
        await markFailed(row.id, error instanceof Error ? error.message : String(error));
      }
    }
  }

  /** Sends what is pending, one run at a time. */
  function flush(): Promise<void> {
    sending ??= sendPending().finally(() => {
      sending = undefined;
    });
    return sending;
  }

  /** Commits the notification; sending happens after the caller has its answer. */
  async function enqueue(subject: string, payload: Record<string, unknown>): Promise<number> {
    assertHeaderSafe({ subject });
    const row = await db.get<{ id: number }>(
      'INSERT INTO notification_outbox (subject, payload, created_at) VALUES (?, ?, ?) RETURNING id',
      [subject, JSON.stringify(payload), new Date().toISOString()],
    );
    if (!row) throw new Error('The notification was not stored');
    void flush();
    return row.id;
  }

  return { enqueue, flush };
}

export type Outbox = ReturnType<typeof createOutbox>;
