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
  const insert = db.prepare(
    "INSERT INTO notification_outbox (subject, payload, created_at) VALUES (?, ?, strftime('%Y-%m-%dT%H:%M:%fZ'))",
  );
  // This sender's name on the rows it claims. One statement finds the next unclaimed row after `after` and claims
  // it: SQLite runs it under its write lock, so two senders (two processes on one file) never claim one row.
  const sender = randomUUID();
  const claimNext = db.prepare<{ sender: string; lease: string; after: number; max: number }, PendingRow>(
    `UPDATE notification_outbox
       SET claimed_by = @sender, claimed_until = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', @lease)
     WHERE id = (
       SELECT id FROM notification_outbox
        WHERE status = 'pending' AND attempts < @max AND id > @after
          AND (claimed_until IS NULL OR claimed_until < strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
        ORDER BY id LIMIT 1)
     RETURNING id, subject, payload`,
  );
  const markSent = db.prepare(
    "UPDATE notification_outbox SET status = 'sent', attempts = attempts + 1, sent_at = strftime('%Y-%m-%dT%H:%M:%fZ'), last_error = NULL, claimed_by = NULL, claimed_until = NULL WHERE id = ?",
  );
  const markRefused = db.prepare(
    "UPDATE notification_outbox SET status = 'failed', attempts = attempts + 1, last_error = ?, claimed_by = NULL, claimed_until = NULL WHERE id = ?",
  );
  const markFailed = db.prepare(
    `UPDATE notification_outbox SET attempts = attempts + 1, last_error = ?, claimed_by = NULL, claimed_until = NULL,
       status = CASE WHEN attempts + 1 >= ? THEN 'failed' ELSE 'pending' END WHERE id = ?`,
  );
  const lease = `+${OUTBOX_CLAIM_SECONDS} seconds`;
  let sending: Promise<void> | undefined;

  async function sendPending(): Promise<void> {
    if (!transport) return;
    // Each row at most once per run, in order: a failed one waits for the next run, as before.
    for (
      let row = claimNext.get({ sender, lease, after: 0, max: MAX_SEND_ATTEMPTS });
      row;
      row = claimNext.get({ sender, lease, after: row.id, max: MAX_SEND_ATTEMPTS })
    ) {
      try {
        const headers = { from: options.from, to: options.to, subject: row.subject };
        assertHeaderSafe(headers);
        await transport.sendMail({ ...headers, text: mailText(JSON.parse(row.payload) as Record<string, unknown>) });
        markSent.run(row.id);
      } catch (error) {
        if (error instanceof HeaderInjectionError) {
          log.warn({ notification: row.id }, error.message);
          markRefused.run(error.message, row.id);
          continue;
        }
        log.error({ err: error, notification: row.id }, 'Notification e-mail failed');
        markFailed.run(error instanceof Error ? error.message : String(error), MAX_SEND_ATTEMPTS, row.id);
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
  function enqueue(subject: string, payload: Record<string, unknown>): number {
    assertHeaderSafe({ subject });
    const id = Number(insert.run(subject, JSON.stringify(payload)).lastInsertRowid);
    void flush();
    return id;
  }

  return { enqueue, flush };
}

export type Outbox = ReturnType<typeof createOutbox>;
