// Health signals an outsider cannot forge cheaply (issue 51, docs/decisions/045). The shell's host signs a report
// token into every page it renders while a health check watches the release, bound to the environment and the
// page's release id, expiring; the API takes each token once per remote. The host also tells the API how many pages
// it rendered with each release id, signed with the same secret: those are the health check's page loads.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { HEALTH_REPORT_TOKEN_TTL_MS, PAGE_LOADS_MAX_AGE_MS } from '@site/shared/contracts';
import type { PageLoadsReport } from '@site/shared/contracts';
import { sharedSecret } from './form-token.ts';

/** Where a made-up HEALTH_REPORT_SECRET is kept under DATA_DIR, so the shell's host and the API share it. */
export const HEALTH_REPORT_SECRET_FILE = path.join('secrets', 'health-report-secret');

/** HEALTH_REPORT_SECRET, or the one kept under DATA_DIR: the shell's host signs with it, the API checks. */
export function healthReportSecret(configured: string | undefined, dataDir: string): string {
  return sharedSecret(configured, dataDir, HEALTH_REPORT_SECRET_FILE);
}

/** Random bytes naming one token: its single use is kept by this id. */
const TOKEN_ID_BYTES = 16;

const mac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('base64url');

const sameMac = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** What a report token is bound to: one environment's one set of versions. */
export interface ReportTokenScope {
  environment: string;
  releaseId: string;
}

const tokenText = ({ environment, releaseId }: ReportTokenScope, id: string, expiresAt: number) =>
  `health-report:${environment}:${releaseId}:${id}:${expiresAt}`;

/** `<release id>.<id>.<expires at, epoch ms>.<HMAC-SHA256 of environment, release id, id and expiry>`. */
export function signHealthReportToken(
  secret: string,
  scope: ReportTokenScope,
  now: number,
  ttlMs: number = HEALTH_REPORT_TOKEN_TTL_MS,
): string {
  const id = randomBytes(TOKEN_ID_BYTES).toString('base64url');
  const expiresAt = now + ttlMs;
  return `${scope.releaseId}.${id}.${expiresAt}.${mac(secret, tokenText(scope, id, expiresAt))}`;
}

/** Why a report token is refused. */
export type ReportTokenProblem = 'missing' | 'forged' | 'expired' | 'other-release';

export type ReportTokenCheck = { ok: true; id: string; expiresAt: number } | { ok: false; reason: ReportTokenProblem };

const TOKEN = /^([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{22})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

/**
 * Whether `token` is one this site's host signed for `scope`, unexpired; the signature is compared in constant
 * time. Single use is the caller's to keep (by `id`, until `expiresAt`).
 */
export function checkHealthReportToken(
  token: string | undefined,
  secret: string,
  scope: ReportTokenScope,
  now: number,
  ttlMs: number = HEALTH_REPORT_TOKEN_TTL_MS,
): ReportTokenCheck {
  if (!token) return { ok: false, reason: 'missing' };
  const match = TOKEN.exec(token);
  if (!match) return { ok: false, reason: 'forged' };
  const [, releaseId = '', id = '', expiry = '', signature = ''] = match;
  const expiresAt = Number(expiry);
  // Signed for its own release id: one named in the token but not in the report is another release's.
  if (!sameMac(signature, mac(secret, tokenText({ environment: scope.environment, releaseId }, id, expiresAt)))) {
    return { ok: false, reason: 'forged' };
  }
  if (releaseId !== scope.releaseId) return { ok: false, reason: 'other-release' };
  // A token dated further ahead than any the host makes is no token of ours either.
  if (expiresAt <= now || expiresAt > now + ttlMs) return { ok: false, reason: 'expired' };
  return { ok: true, id, expiresAt };
}

const loadsText = (environment: string, report: Omit<PageLoadsReport, 'signature'>) =>
  `page-loads:${environment}:${report.batch}:${report.sentAt}:` +
  report.loads.map((entry) => `${entry.releaseId}=${entry.pages}`).join(',') +
  (report.failures?.length
    ? `:failures:${report.failures.map((entry) => `${entry.releaseId}/${entry.remote}=${entry.pages}`).join(',')}`
    : '') +
  (report.vitals?.length
    ? `:vitals:${report.vitals.map((entry) => `${entry.releaseId}/${entry.remote}=${entry.pages}/${entry.slow}`).join(',')}`
    : '');

/**
 * A shell host's count of pages rendered per release id, of the server failures per release id and remote, and of
 * real visitors' LCPs per release id and remote, signed: the API counts it once, while fresh.
 */
export function signPageLoads(
  secret: string,
  environment: string,
  loads: PageLoadsReport['loads'],
  now: number,
  failures: NonNullable<PageLoadsReport['failures']> = [],
  vitals: NonNullable<PageLoadsReport['vitals']> = [],
): PageLoadsReport {
  const unsigned = {
    batch: randomBytes(TOKEN_ID_BYTES).toString('base64url'),
    sentAt: now,
    loads,
    ...(failures.length > 0 ? { failures } : {}),
    ...(vitals.length > 0 ? { vitals } : {}),
  };
  return { ...unsigned, signature: mac(secret, loadsText(environment, unsigned)) };
}

export type PageLoadsProblem = 'forged' | 'stale';

/** Whether a count of page loads is one a host sharing the secret signed for this environment, and fresh. */
export function checkPageLoads(
  report: PageLoadsReport,
  secret: string,
  environment: string,
  now: number,
  maxAgeMs: number = PAGE_LOADS_MAX_AGE_MS,
): { ok: true } | { ok: false; reason: PageLoadsProblem } {
  if (!sameMac(report.signature, mac(secret, loadsText(environment, report)))) return { ok: false, reason: 'forged' };
  if (Math.abs(now - report.sentAt) > maxAgeMs) return { ok: false, reason: 'stale' };
  return { ok: true };
}
