// What happened to each request of the load, as the load generator reports it (one JSON line each), and what
// counts as normal: the words of the report.
import type { LeadKind } from './leads.ts';

/**
 * A page view: `content` (200 with its text, fresh), `stale-content` (200 with its text, rendered from the host's
 * kept answers while the API was away), `no-content` (any other answer: the boot page, a 5xx, a note without the
 * page), `no-answer` (no HTTP answer within the visitor's patience).
 */
export type PageResult = 'content' | 'stale-content' | 'no-content' | 'no-answer';
/**
 * A lead: `stored` (a JSON post answered 201), `spooled` (answered 202: the shell host keeps it for later),
 * `thanked` (a native post redirected to its thank-you page, stored or spooled), `refused` (any other answer: the
 * visitor is told it failed or sees an error), `no-answer`.
 */
export type LeadResult = 'stored' | 'spooled' | 'thanked' | 'refused' | 'no-answer';

export type Outcome =
  | ({ kind: 'page'; target: string; result: PageResult } & Common)
  | ({ kind: 'lead'; target: LeadKind; result: LeadResult; email: string } & Common);

interface Common {
  /** The visitor's address (the load generator's source address). */
  client: string;
  startedAt: number;
  endedAt: number;
  /** The HTTP status, 0 without an answer. */
  status: number;
  /** Why it was not normal, when it was not. */
  detail?: string;
}

/** The load generator's settings (its argument, JSON). */
export interface LoadSettings {
  /** The front balancer's origin: where visitors go. */
  origin: string;
  /** The visitors' addresses, each a source address of the load generator's host. */
  clients: string[];
  formTokenSecret: string;
  /** Prefix of every lead's e-mail address: `<prefix>-<n>@example.com`. */
  emailPrefix: string;
  pagesPerSecond: number;
  leadsPerSecond: number;
  /** How long a visitor waits for an answer. */
  patienceMs: number;
}

export const isAcknowledged = (result: LeadResult) =>
  result === 'stored' || result === 'spooled' || result === 'thanked';
export const hasContent = (result: PageResult) => result === 'content' || result === 'stale-content';

/** Normal service: a fresh page with its content, a lead taken (not spooled, as far as the visitor can tell). */
export function isNormal(outcome: Outcome): boolean {
  return outcome.kind === 'page'
    ? outcome.result === 'content'
    : outcome.result === 'stored' || outcome.result === 'thanked';
}

/** The line the load generator prints once every request it started has ended. */
export const LOAD_DONE = 'load-done';
/** The line the load generator reads on its standard input to stop starting requests. */
export const LOAD_STOP = 'stop';
/** The line (`burst <n>`) that makes it send n leads at once, besides its steady rate: leads in flight for a kill. */
export const LOAD_BURST = 'burst';
