import { parseCookies } from '../config/cookies.ts';

// Canary releases and health signals (issue 21, docs/decisions/021). Ours: the specs say nothing of releases.

/** The host's cookie that places a visitor in a cohort: a bucket from 0 to COHORT_BUCKETS - 1, kept for good. */
export const COHORT_COOKIE = 'arcwell_cohort';
export const COHORT_BUCKETS = 100;
/** A year: a visitor stays in the same cohort across visits, so a page never mixes the two sets. */
export const COHORT_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** The query parameter a host uses to name the bucket of a visitor who has no cookie yet. */
export const COHORT_BUCKET_PARAM = 'bucket';

/** Error rate over the last HEALTH_WINDOW_LOADS page loads of a version, above which a canary aborts itself. */
export const DEFAULT_CANARY_MAX_ERROR_RATE = 0.05;
/** Page loads a version must have had before its error rate may abort or roll it back. */
export const DEFAULT_CANARY_MIN_LOADS = 20;
/** How many of a version's most recent page loads its error rate is taken over. */
export const HEALTH_WINDOW_LOADS = 200;
/** Health reports one client may send per minute; more are refused (429) and counted nowhere. */
export const HEALTH_REPORTS_PER_MINUTE = 30;

/** What the shell reports, each at most once per remote per page load; nothing about the visitor. */
export const healthReportKinds = ['remote-load', 'integrity', 'hydration-mismatch', 'uncaught'] as const;
export type HealthReportKind = (typeof healthReportKinds)[number];

/** The actor a release change made by the health check is recorded under. */
export const AUTO_ACTOR = 'auto';

/** The cohort bucket a Cookie header carries; undefined when it has none, or one out of range. */
export function cohortBucketOf(cookieHeader: string | undefined): number | undefined {
  const raw = parseCookies(cookieHeader)[COHORT_COOKIE];
  const bucket = raw === undefined ? NaN : Number(raw);
  return Number.isInteger(bucket) && bucket >= 0 && bucket < COHORT_BUCKETS ? bucket : undefined;
}
