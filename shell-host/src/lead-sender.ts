// Every lead a visitor sends goes through here (docs/decisions/043), with JavaScript (the browser's POSTs to /api,
// which the host takes) and without (a remote's handler): to the API with an idempotency key, tried again on another
// instance when one fails, and when the API or its database is away, into the durable spool, the visitor answered as
// if stored. A delivery worker sends the spool on with backoff; the key makes every lead stored exactly once.
import { randomUUID } from 'node:crypto';
import type { LeadSpool, SpooledLead } from './lead-spool.ts';
import type { LeadOutcome } from './host-metrics.ts';

/** The API paths a lead is posted to: the forms, the application, the notification, an upload. */
const LEAD_PATHS = [
  /^\/api\/forms\/[a-z-]+$/,
  /^\/api\/careers\/application$/,
  /^\/api\/hubspot\/data$/,
  /^\/api\/media\/data$/,
];
export const isLeadPath = (pathname: string) => LEAD_PATHS.some((pattern) => pattern.test(pathname));

/** Ours: how many times the host sends a lead before it spools it (the balancer picks another instance each time). */
export const LEAD_SEND_ATTEMPTS = 3;
/** Ours: the waits between those sends. */
export const LEAD_RESEND_DELAYS_MS = [200, 600] as const;
/** Ours: how long one send may take. */
export const LEAD_SEND_TIMEOUT_MS = 8_000;
/** Ours: how often the delivery worker looks at the spool. */
export const LEAD_DELIVERY_INTERVAL_MS = 1_000;
/** Ours: the first wait before a spooled lead is delivered again, doubling up to the next. */
export const LEAD_DELIVERY_FIRST_BACKOFF_MS = 2_000;
export const LEAD_DELIVERY_MAX_BACKOFF_MS = 5 * 60_000;

/** The wait before delivery attempt `attempts + 1` of a spooled lead. */
export const deliveryBackoff = (attempts: number) =>
  Math.min(LEAD_DELIVERY_MAX_BACKOFF_MS, LEAD_DELIVERY_FIRST_BACKOFF_MS * 2 ** Math.max(0, attempts - 1));

/** A lead as the host received it. */
export interface Lead {
  /** The API path, with its query (`/api/media/data?field=resume`). */
  path: string;
  contentType: string;
  body: Buffer;
  clientAddress: string;
  /** The browser's own key for this submission, when it sent one; otherwise the host makes one. */
  idempotencyKey?: string;
}

/** What the visitor (or the remote's handler) is answered. */
export interface LeadAnswer {
  status: number;
  body: unknown;
  /** True when the lead waits in the spool. */
  spooled: boolean;
}

/**
 * What a lead the API cannot take now is answered: `spool` with the answer the API will give once it stores it,
 * `refuse` with the refusal the API would give (an upload whose content is not what its name says), or undefined
 * when the lead cannot wait.
 */
export type AcceptedAnswer = (
  lead: SpooledLead,
) => Promise<{ action: 'spool' | 'refuse'; status: number; body: unknown } | undefined>;

/** The headers a delivery of a spooled lead carries so the API judges it as of when it came (the receipt). */
export type ReceiptHeaders = (lead: SpooledLead) => Record<string, string>;

export interface LeadSenderOptions {
  apiOrigin: string;
  spool: LeadSpool;
  acceptedAnswer: AcceptedAnswer;
  receiptHeaders: ReceiptHeaders;
  /** The header the idempotency key travels in. */
  keyHeader: string;
  isKey: (value: string) => boolean;
  /** Leads per client address per window the host spools (FORM_RATE_LIMIT_MAX, FORM_RATE_LIMIT_WINDOW_MS). */
  spoolRateLimit: { max: number; windowMs: number };
  now?: () => number;
  /** What came of each lead post (the host's metrics: lead acceptance). */
  observe?: (outcome: LeadOutcome) => void;
  log: {
    warn(detail: Record<string, unknown>, message: string): void;
    error(detail: Record<string, unknown>, message: string): void;
  };
}

type Outcome = { kind: 'answered'; status: number; body: unknown } | { kind: 'failed'; reason: string };

/** The API failed (rather than answered): no answer, a 5xx, or a time-out. */
const failed = (status: number) => status >= 500 || status === 408;

/** What a visitor over the spool's rate limit is told: the API's own words for its limit. */
export const SPOOL_RATE_LIMIT_MESSAGE = 'Too many requests. Please wait a moment and try again.';

/** At most `max` leads per client address per window: the API's form rate limit, kept by the host while it spools. */
function clientLimit(limit: { max: number; windowMs: number }, now: () => number) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    allow(client: string): boolean {
      const at = now();
      const current = windows.get(client);
      if (!current || at - current.start >= limit.windowMs) {
        if (windows.size > 10_000) windows.clear();
        windows.set(client, { start: at, count: 1 });
        return true;
      }
      current.count += 1;
      return current.count <= limit.max;
    },
  };
}

export function createLeadSender(options: LeadSenderOptions) {
  const { apiOrigin, spool, keyHeader, now = Date.now, log } = options;
  const spoolLimit = clientLimit(options.spoolRateLimit, now);

  async function post(lead: Omit<SpooledLead, 'attempts' | 'nextAttemptAt'>, extra: Record<string, string>) {
    try {
      const response = await fetch(`${apiOrigin}${lead.path}`, {
        method: 'POST',
        headers: {
          'content-type': lead.contentType,
          [keyHeader]: lead.key,
          'x-forwarded-for': lead.clientAddress,
          ...extra,
        },
        body: Buffer.from(lead.body, 'base64'),
        signal: AbortSignal.timeout(LEAD_SEND_TIMEOUT_MS),
      });
      const body: unknown = await response.json().catch(() => undefined);
      if (failed(response.status)) return { kind: 'failed', reason: `the API answered ${response.status}` } as Outcome;
      return { kind: 'answered', status: response.status, body } as Outcome;
    } catch (error) {
      return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) } as Outcome;
    }
  }

  /** Sends a lead now, again on failure; spools it when the API stays away. */
  async function send(lead: Lead): Promise<LeadAnswer> {
    const answer = await sendOrSpool(lead);
    const outcome: LeadOutcome = answer.spooled
      ? 'spooled'
      : answer.status < 300
        ? 'accepted'
        : answer.status === 429
          ? 'rate limited'
          : answer.status >= 500
            ? 'failed'
            : 'refused';
    options.observe?.(outcome);
    return answer;
  }

  async function sendOrSpool(lead: Lead): Promise<LeadAnswer> {
    const key = lead.idempotencyKey && options.isKey(lead.idempotencyKey) ? lead.idempotencyKey : randomUUID();
    const received = {
      key,
      receivedAt: now(),
      path: lead.path,
      contentType: lead.contentType,
      clientAddress: lead.clientAddress,
      body: lead.body.toString('base64'),
    };
    // While leads wait in the spool, a new one waits behind them: it may name one of them (a careers enquiry the
    // resume uploaded just before it), and the API must never see it first.
    const queued = spool.count() > 0;
    let last: Outcome = { kind: 'failed', reason: queued ? 'earlier leads wait in the spool' : 'not sent' };
    for (let attempt = 0; attempt < (queued ? 0 : LEAD_SEND_ATTEMPTS); attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, LEAD_RESEND_DELAYS_MS[attempt - 1]));
      last = await post(received, {});
      if (last.kind === 'answered') return { status: last.status, body: last.body, spooled: false };
    }
    const spooled: SpooledLead = { ...received, attempts: 0, nextAttemptAt: now(), lastError: last.reason };
    const accepted = await options.acceptedAnswer(spooled);
    if (!accepted) {
      log.error({ path: lead.path, reason: last.reason }, 'a lead could not be sent and cannot wait in the spool');
      return { status: 503, body: { status: 0, message: last.reason }, spooled: false };
    }
    if (accepted.action === 'refuse') return { status: accepted.status, body: accepted.body, spooled: false };
    // The API skips its rate limit for a receipted delivery: the host holds each visitor to it while it spools.
    if (!spoolLimit.allow(lead.clientAddress)) {
      return { status: 429, body: { status: 0, message: SPOOL_RATE_LIMIT_MESSAGE }, spooled: false };
    }
    spool.put(spooled);
    log.warn({ path: lead.path, key, reason: last.reason }, 'a lead waits in the spool');
    return { status: accepted.status, body: accepted.body, spooled: true };
  }

  let delivering = false;
  /** Delivers the spooled leads that are due, oldest first; one pass at a time. */
  async function deliverDue(): Promise<void> {
    if (delivering) return;
    delivering = true;
    try {
      for (const lead of spool.due(now())) {
        const outcome = await post(lead, options.receiptHeaders(lead));
        if (outcome.kind === 'answered' && outcome.status < 300) {
          spool.remove(lead.key);
          continue;
        }
        if (outcome.kind === 'answered' && outcome.status !== 429) {
          // The API refused it: a person must look (it was checked with the same rules before it was spooled).
          spool.setAside(lead);
          log.error(
            { alert: 'spooled-lead-refused', key: lead.key, path: lead.path, status: outcome.status },
            'the API refused a spooled lead; it is kept aside',
          );
          continue;
        }
        const attempts = lead.attempts + 1;
        const reason = outcome.kind === 'failed' ? outcome.reason : `the API answered ${outcome.status}`;
        spool.update({ ...lead, attempts, nextAttemptAt: now() + deliveryBackoff(attempts), lastError: reason });
        // The API is still away: the rest wait for the next pass, in order.
        break;
      }
    } finally {
      delivering = false;
    }
  }

  let timer: NodeJS.Timeout | undefined;
  return {
    send,
    deliverDue,
    start() {
      timer = setInterval(() => void deliverDue(), LEAD_DELIVERY_INTERVAL_MS);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
}

export type LeadSender = ReturnType<typeof createLeadSender>;
