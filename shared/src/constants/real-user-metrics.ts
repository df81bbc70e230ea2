// Real-user Core Web Vitals (issue 50, docs/decisions/046): what a page measures and sends to its own host, and what
// the host accepts. One beacon names a route template, a release id and up to one value of each metric; nothing
// names the visitor.

/** Where a page sends its vitals: its own host (same origin), never a third party. */
export const VITALS_BEACON_PATH = '/rum/vitals';

/** The metrics measured, in the web-vitals library's names. */
export const VITALS_METRIC_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalsMetricName = (typeof VITALS_METRIC_NAMES)[number];

/**
 * Ours: the largest value the host takes of each (milliseconds; CLS has no unit). A value beyond it is no
 * measurement of a page a visitor saw, and the beacon is refused.
 */
export const VITALS_MAX_VALUES: Readonly<Record<VitalsMetricName, number>> = {
  LCP: 120_000,
  INP: 60_000,
  CLS: 10,
  TTFB: 120_000,
};

/** Ours: the largest beacon the host reads, in bytes. */
export const VITALS_BEACON_MAX_BYTES = 1_024;

/**
 * Ours: beacons one client address may send per minute before the host drops the rest. Dropped, not refused: a
 * browser's beacon cannot do anything with a 429 but log it as the page's error, and visitors behind one office's
 * address share the limit.
 */
export const VITALS_BEACONS_PER_MINUTE = 60;

/**
 * What a page sends: its route's template, the release id it was served with, and what it measured; and, while a
 * health check watches its release, the page's report token (docs/decisions/045), which lets its LCP count once in
 * that check.
 */
export interface VitalsBeacon {
  route: string;
  release: string;
  metrics: { name: VitalsMetricName; value: number }[];
  token?: string;
}

/**
 * The real-user budget a watched version is held to (issue 50): Google's "good" LCP, which the p75 LCP alert rule
 * uses too (deploy/prometheus/alerts.yml). Milliseconds.
 */
export const REAL_USER_LCP_BUDGET_MS = 2_500;
/** The percentile the budget is for: p75, as Core Web Vitals are judged. */
export const REAL_USER_LCP_PERCENTILE = 0.75;
/**
 * Ours: distinct pages (report tokens) of a version whose LCP must have been counted before its real-user figures
 * may abort a canary or roll a pin back.
 */
export const REAL_USER_MIN_PAGES = 20;
/** Ours: how many of a version's latest counted LCPs its p75 is judged over. */
export const REAL_USER_WINDOW_PAGES = 200;
