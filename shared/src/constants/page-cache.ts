// HTML a CDN can cache (issue 19; docs/decisions/022). Ours: the specs say nothing of caching.
import { APPLICATION_DRAFT_COOKIE, CAREER_SELECTION_COOKIE } from '../api/application-draft.ts';
import { REMOTE_OVERRIDE_PARAM } from '../federation/required-exposes.ts';
import { CONSENT_COOKIE_NAME } from './consent.ts';

/** How long a shared cache (a CDN) may serve a page without asking the shell's host. */
export const PAGE_SHARED_MAX_AGE_SECONDS = 60;
/** How long after that a shared cache may still serve the page while it revalidates it in the background. */
export const PAGE_STALE_WHILE_REVALIDATE_SECONDS = 300;
/**
 * A shared page is rendered again at least this often, whatever else changes: the form token in it (the minimum
 * fill time's start, docs/decisions/013) is then never older than this plus the two times above.
 */
export const PAGE_TOKEN_PERIOD_MS = 10 * 60_000;

/**
 * Ours: how many bytes of shared pages the shell's host keeps, as it sends them (encoded), to answer the next
 * request for the same ETag without rendering again (docs/decisions/034). A page is kept at most
 * `PAGE_SHARED_MAX_AGE_SECONDS`, as long as a CDN may keep it.
 */
export const PAGE_STORE_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Ours: how long a CDN may keep serving a shared page it has while the host fails (answers 5xx or nothing):
 * a day (docs/decisions/043).
 */
export const PAGE_STALE_IF_ERROR_SECONDS = 24 * 60 * 60;

/**
 * A page every visitor with the same cache-key cookies gets: browsers revalidate it, a CDN keeps it a while, and
 * keeps serving it while the site behind it fails.
 */
export const SHARED_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_SHARED_MAX_AGE_SECONDS}, stale-while-revalidate=${PAGE_STALE_WHILE_REVALIDATE_SECONDS}, stale-if-error=${PAGE_STALE_IF_ERROR_SECONDS}`;
/** A page that is the visitor's own (their draft, their chosen opening, a canary cohort): no shared cache keeps it. */
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-cache';

/**
 * The cookie a shared page differs by, which a CDN's cache key must name: the consent banner shows until a
 * choice is stored. Pages carry `Vary: Cookie`, so a cache that cannot name it keeps only cookie-less requests'.
 */
export const PAGE_CACHE_KEY_COOKIE = CONSENT_COOKIE_NAME;

/**
 * Cookies that make the page the visitor's own, so it is never shared: the application draft, the opening chosen
 * for the application form, a QA override (staging). A canary in flight does the same, by cohort.
 */
export const PAGE_PRIVATE_COOKIES = [APPLICATION_DRAFT_COOKIE, CAREER_SELECTION_COOKIE, REMOTE_OVERRIDE_PARAM] as const;

/**
 * When the form token of a shared page is signed: the start of the token's period, so every render in the period
 * is the same page, byte for byte, as its strong validator says (docs/decisions/022).
 */
export function sharedTokenIssuedAt(now: number): number {
  return Math.floor(now / PAGE_TOKEN_PERIOD_MS) * PAGE_TOKEN_PERIOD_MS;
}

/**
 * How long to wait from `now` until the next `spanMs` lie within one form-token period, so a shared page's ETag
 * taken at the start still names the page at the end (0 when they already do). The bench waits this long before it
 * measures revalidations with one ETag.
 */
export function waitForOneTokenPeriod(now: number, spanMs: number): number {
  const left = sharedTokenIssuedAt(now) + PAGE_TOKEN_PERIOD_MS - now;
  return left > spanMs ? 0 : left;
}
