import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
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

/** Ours: a notification that failed this many times stays `failed` for a person to look at. */
export const MAX_SEND_ATTEMPTS = 5;

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
  const transport = options.transport ?? (options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined);
  const insert = db.prepare(
    "INSERT INTO notification_outbox (subject, payload, created_at) VALUES (?, ?, strftime('%Y-%m-%dT%H:%M:%fZ'))",
  );
  const pending = db.prepare<[number], PendingRow>(
    "SELECT id, subject, payload FROM notification_outbox WHERE status = 'pending' AND attempts < ? ORDER BY id",
  );
  const markSent = db.prepare(
    "UPDATE notification_outbox SET status = 'sent', attempts = attempts + 1, sent_at = strftime('%Y-%m-%dT%H:%M:%fZ'), last_error = NULL WHERE id = ?",
  );
  const markFailed = db.prepare(
    `UPDATE notification_outbox SET attempts = attempts + 1, last_error = ?,
       status = CASE WHEN attempts + 1 >= ? THEN 'failed' ELSE 'pending' END WHERE id = ?`,
  );
  let sending: Promise<void> | undefined;

  async function sendPending(): Promise<void> {
    if (!transport) return;
    for (const row of pending.all(MAX_SEND_ATTEMPTS)) {
      try {
        await transport.sendMail({
          from: options.from,
          to: options.to,
          subject: row.subject,
          text: mailText(JSON.parse(row.payload) as Record<string, unknown>),
        });
        markSent.run(row.id);
      } catch (error) {
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
    const id = Number(insert.run(subject, JSON.stringify(payload)).lastInsertRowid);
    void flush();
    return id;
  }

  return { enqueue, flush };
}

export type Outbox = ReturnType<typeof createOutbox>;
