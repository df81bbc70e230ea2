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
  const pending = db.prepare<[number], PendingRow>(
    "SELECT id, subject, payload FROM notification_outbox WHERE status = 'pending' AND attempts < ? ORDER BY id",
  );
  const markSent = db.prepare(
    "UPDATE notification_outbox SET status = 'sent', attempts = attempts + 1, sent_at = strftime('%Y-%m-%dT%H:%M:%fZ'), last_error = NULL WHERE id = ?",
  );
  const markRefused = db.prepare(
    "UPDATE notification_outbox SET status = 'failed', attempts = attempts + 1, last_error = ? WHERE id = ?",
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
