import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { hasControlCharacters } from '@site/shared/form-rules';
import type { Db, Sql } from '../../db/database.ts';

export interface OutboxOptions {
  smtpUrl: string | undefined;
  from: string;
  to: string;
  /** Tests hand in their own transport. */
  transport?: Transporter;
  /** Tests shorten the SMTP timeouts (SMTP_TIMEOUTS) and the bound on one send (OUTBOX_SEND_TIMEOUT_MS). */
  smtpTimeouts?: SmtpTimeouts;
  sendTimeoutMs?: number;
  /** Tests move the sender's clock (the backoff's). */
  now?: () => number;
}

interface PendingRow {
  id: number;
  subject: string;
  payload: string;
  attempts: number;
}

/**
 * Ours: how long a sender's claim on a notification lasts. A sender that stops mid-send (killed) leaves its claim,
 * and another sends the notification once the claim has run out: at least once, never twice while both run.
 */
export const OUTBOX_CLAIM_SECONDS = 60;

/** What a sent notification's payload becomes: the message went out, and the outbox keeps no copy (issue 51). */
export const SENT_PAYLOAD = '{}';

/**
 * Ours (issue 49): a notification that failed this many times is a dead letter (`dead`), logged as an alert. With
 * the backoff below, that is about three hours of tries.
 */
export const MAX_SEND_ATTEMPTS = 10;
/** Ours: the wait after a notification's first failed attempt, doubled after each further one… */
export const OUTBOX_RETRY_BASE_MS = 30_000;
/** …up to this. */
export const OUTBOX_RETRY_MAX_MS = 60 * 60_000;
/** Ours: how often each API instance's sender looks for notifications that are due. */
export const OUTBOX_POLL_INTERVAL_MS = 5_000;

/** Ours: nodemailer's bounds on one SMTP conversation, so a server that hangs costs an attempt, not the sender. */
export interface SmtpTimeouts {
  /** Connecting (DNS and TCP, and TLS for smtps). */
  connectionMs: number;
  /** From connected to the server's greeting. */
  greetingMs: number;
  /** Silence on the connection at any point after. */
  socketMs: number;
}
export const SMTP_TIMEOUTS: SmtpTimeouts = { connectionMs: 10_000, greetingMs: 10_000, socketMs: 10_000 };
/**
 * Ours: one send altogether, whatever the transport does; a send that takes longer is a failed attempt. Below
 * OUTBOX_CLAIM_SECONDS, so no other sender takes the notification over while this one still tries.
 */
export const OUTBOX_SEND_TIMEOUT_MS = 30_000;

/** The wait before the next attempt of a notification that has failed `failures` times (1 or more). */
export function retryDelayMs(failures: number): number {
  return Math.min(OUTBOX_RETRY_BASE_MS * 2 ** Math.max(0, failures - 1), OUTBOX_RETRY_MAX_MS);
}

class SendTimeoutError extends Error {}

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
 * Notification e-mails are rows first, written in the transaction of the request that makes them (an outbox). Each
 * API instance's sender, on an interval, sends the rows that are due when SMTP is configured; otherwise they stay in
 * the outbox, visible, until it is. A failed attempt is tried again after an exponential backoff (next_attempt_at);
 * after MAX_SEND_ATTEMPTS the row is a dead letter, logged at error level as an alert.
 */
const smtpTracer = trace.getTracer('api-outbox');
/** The mail server's host name from SMTP_URL, for a span: never its user or password. */
const smtpServerOf = (url: string | undefined) => {
  try {
    return url ? new URL(url).hostname : 'none';
  } catch {
    return 'unknown';
  }
};

export function createOutbox(db: Db, options: OutboxOptions, log: FastifyBaseLogger) {
  assertHeaderSafe({ from: options.from, to: options.to });
  const timeouts = options.smtpTimeouts ?? SMTP_TIMEOUTS;
  const sendTimeoutMs = options.sendTimeoutMs ?? OUTBOX_SEND_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  const transport =
    options.transport ??
    (options.smtpUrl
      ? nodemailer.createTransport({
          url: options.smtpUrl,
          connectionTimeout: timeouts.connectionMs,
          greetingTimeout: timeouts.greetingMs,
          socketTimeout: timeouts.socketMs,
        })
      : undefined);
  // This sender's name on the rows it claims. One statement finds the next unclaimed row after `after` and claims
  // it: SQLite runs it under its write lock, and on PostgreSQL `FOR UPDATE SKIP LOCKED` passes over a row another
  // sender is claiming at that moment, so two senders (two processes on one database) never claim one row.
  const sender = randomUUID();
  const lock = db.dialect.engine === 'postgres' ? 'FOR UPDATE SKIP LOCKED' : '';
  const iso = (ms: number) => new Date(ms).toISOString();
  const claimNext = (after: number) => {
    const at = now();
    return db.get<PendingRow>(
      `UPDATE notification_outbox SET claimed_by = ?, claimed_until = ?
        WHERE id = (
          SELECT id FROM notification_outbox
           WHERE status = 'pending' AND attempts < ? AND id > ? AND (claimed_until IS NULL OR claimed_until < ?)
             AND (next_attempt_at IS NULL OR next_attempt_at <= ?)
           ORDER BY id LIMIT 1 ${lock})
        RETURNING id, subject, payload, attempts`,
      [sender, iso(at + OUTBOX_CLAIM_SECONDS * 1000), MAX_SEND_ATTEMPTS, after, iso(at), iso(at)],
    );
  };
  const released = 'claimed_by = NULL, claimed_until = NULL';
  // Once sent, the outbox keeps no copy of the message (issue 51): its payload is cleared.
  const markSent = (id: number) =>
    db.run(
      `UPDATE notification_outbox SET status = 'sent', attempts = attempts + 1, sent_at = ?, last_error = NULL,
         next_attempt_at = NULL, payload = ?, ${released}
        WHERE id = ?`,
      [iso(now()), SENT_PAYLOAD, id],
    );
  const markRefused = (id: number, message: string) =>
    db.run(
      `UPDATE notification_outbox SET status = 'failed', attempts = attempts + 1, last_error = ?, next_attempt_at = NULL,
         ${released} WHERE id = ?`,
      [message, id],
    );
  let deadLettered = 0;
  async function markFailed(row: PendingRow, message: string) {
    const attempts = row.attempts + 1;
    const dead = attempts >= MAX_SEND_ATTEMPTS;
    await db.run(
      `UPDATE notification_outbox SET attempts = ?, last_error = ?, status = ?, next_attempt_at = ?, ${released}
        WHERE id = ?`,
      [attempts, message, dead ? 'dead' : 'pending', dead ? null : iso(now() + retryDelayMs(attempts)), row.id],
    );
    if (dead) {
      deadLettered += 1;
      log.error(
        { alert: 'notification-dead-letter', id: row.id, attempts, lastError: message },
        `A notification failed ${attempts} times and was given up on (a dead letter)`,
      );
    } else {
      log.warn({ notification: row.id, attempts, err: message }, 'Notification e-mail failed; it will be tried again');
    }
  }

  /** One send, bounded by sendTimeoutMs whatever the transport does. */
  async function send(mail: { from: string; to: string; subject: string; text: string }) {
    if (!transport) return;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new SendTimeoutError(`the send took longer than ${sendTimeoutMs} ms`)),
        sendTimeoutMs,
      );
    });
    // nodemailer has no instrumentation of its own: one span per send, naming no address (issue 50).
    const span = smtpTracer.startSpan('smtp send', {
      kind: SpanKind.CLIENT,
      attributes: { 'rpc.system': 'smtp', 'server.address': smtpServerOf(options.smtpUrl) },
    });
    try {
      await Promise.race([transport.sendMail(mail), timeout]);
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      clearTimeout(timer);
      span.end();
    }
  }

  let sending: Promise<void> | undefined;
  /** Set by `stop`: a run in progress ends after the notification it is sending. */
  let stopping = false;

  async function sendPending(): Promise<void> {
    if (!transport) return;
    // Each due row at most once per run, in order.
    for (let row = await claimNext(0); row; row = stopping ? undefined : await claimNext(row.id)) {
      try {
        const headers = { from: options.from, to: options.to, subject: row.subject };
        assertHeaderSafe(headers);
        await send({ ...headers, text: mailText(JSON.parse(row.payload) as Record<string, unknown>) });
        await markSent(row.id);
      } catch (error) {
        if (error instanceof HeaderInjectionError) {
          log.warn({ notification: row.id }, error.message);
          await markRefused(row.id, error.message);
          continue;
        }
        await markFailed(row, error instanceof Error ? error.message : String(error));
      }
    }
  }

  /** Sends what is due, one run at a time; a run that fails (the database away) is logged and tried next time. */
  function flush(): Promise<void> {
    sending ??= sendPending()
      .catch((error: unknown) => log.warn({ err: error }, 'The notification sender could not run'))
      .finally(() => {
        sending = undefined;
      });
    return sending;
  }

  /** Inserts a notification with `sql` (the caller's transaction); the sender sends it once it has committed. */
  async function insert(sql: Sql, subject: string, payload: Record<string, unknown>): Promise<number> {
    assertHeaderSafe({ subject });
    const row = await sql.get<{ id: number }>(
      'INSERT INTO notification_outbox (subject, payload, created_at) VALUES (?, ?, ?) RETURNING id',
      [subject, JSON.stringify(payload), iso(now())],
    );
    if (!row) throw new Error('The notification was not stored');
    return row.id;
  }

  /** Asks the sender to look now, after the caller's answer has gone; never waited for. */
  function wake() {
    if (transport && !stopping) setImmediate(() => void flush());
  }

  let timer: NodeJS.Timeout | undefined;

  return {
    insert,
    /** Commits a notification on its own and wakes the sender. */
    async enqueue(subject: string, payload: Record<string, unknown>): Promise<number> {
      const id = await insert(db, subject, payload);
      wake();
      return id;
    },
    flush,
    /** Asks the sender to look now (a notification was committed), after the caller's answer; never waits for it. */
    wake,
    /** Runs the sender every OUTBOX_POLL_INTERVAL_MS (and once now). */
    start(intervalMs = OUTBOX_POLL_INTERVAL_MS) {
      if (timer) return;
      stopping = false;
      timer = setInterval(() => void flush(), intervalMs);
      timer.unref();
      wake();
    },
    /** Stops the interval and waits for a run in progress (bounded by the send timeout). */
    async stop() {
      stopping = true;
      clearInterval(timer);
      timer = undefined;
      await sending;
      if (!options.transport) transport?.close();
    },
    /** Dead letters in the outbox now (every instance's): a gauge for metrics. */
    async deadLetterCount(): Promise<number> {
      return (
        (await db.get<{ n: number }>("SELECT COUNT(*) AS n FROM notification_outbox WHERE status = 'dead'"))?.n ?? 0
      );
    },
    /** Notifications waiting to be sent (every instance's), and the oldest one's age in seconds: gauges for metrics. */
    async backlog(): Promise<{ pending: number; oldestAgeSeconds: number }> {
      const row = await db.get<{ n: number; oldest: string | null }>(
        "SELECT COUNT(*) AS n, MIN(created_at) AS oldest FROM notification_outbox WHERE status = 'pending'",
      );
      const oldest = row?.oldest ? Date.parse(row.oldest) : NaN;
      return {
        pending: Number(row?.n ?? 0),
        oldestAgeSeconds: Number.isNaN(oldest) ? 0 : Math.max(0, (now() - oldest) / 1000),
      };
    },
    /** Dead letters this instance's sender made since it started: a counter for metrics. */
    deadLettered: () => deadLettered,
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
