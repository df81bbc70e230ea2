// The supply-chain check (issue 51): `npm audit` of the runtime dependencies, failing on a high or critical
// advisory, and `npm audit signatures` where the registry publishes signing keys. The root .npmrc turns `audit` off
// for installs; this check sets it on for its own runs (npm_config_audit, which outranks a project .npmrc).
import { spawnSync } from 'node:child_process';
import { repoRoot } from './apps.ts';

/** The lowest severity that fails the check: npm audit's own `--audit-level`. */
export const AUDIT_LEVEL = 'high';
export const FAILING_SEVERITIES: readonly string[] = ['high', 'critical'];
/** What is audited: every workspace's dependencies, without the devDependencies. */
export const AUDIT_ARGS = ['audit', '--omit=dev', `--audit-level=${AUDIT_LEVEL}`, '--json'] as const;
export const SIGNATURE_ARGS = ['audit', 'signatures', '--json'] as const;
/** A registry that answers the advisory endpoint or the keys endpoint with one of these does not offer it. */
export const NOT_OFFERED_STATUSES: readonly number[] = [404, 405, 501];
/** Where a registry publishes the keys its packages are signed with (npm's convention). */
export const SIGNING_KEYS_PATH = '/-/npm/v1/keys';
/** Ours: how long the registry may take to answer for its keys. */
export const KEYS_TIMEOUT_MS = 15_000;

/** npm's settings for these runs: audits on, whatever .npmrc says. */
export const auditEnv = (env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv => ({
  ...env,
  npm_config_audit: 'true',
});

export interface Finding {
  name: string;
  severity: string;
  range: string;
  advisories: string[];
}

export type Verdict =
  | { outcome: 'passed'; summary: string }
  | { outcome: 'failed'; summary: string; findings?: Finding[] }
  /** The registry offers no such check: nothing was checked, and the summary says so. */
  | { outcome: 'not offered'; summary: string };

interface AuditReport {
  vulnerabilities?: Record<
    string,
    { name: string; severity: string; range?: string; via?: (string | { title?: string; url?: string })[] }
  >;
  metadata?: { vulnerabilities?: Record<string, number> };
  statusCode?: number;
  uri?: string;
  message?: string;
  error?: { code?: string; summary?: string };
}

const parse = (stdout: string): AuditReport | undefined => {
  try {
    return JSON.parse(stdout) as AuditReport;
  } catch {
    return undefined;
  }
};

/** The verdict on `npm audit --json`'s output. */
export function auditVerdict(stdout: string): Verdict {
  const report = parse(stdout);
  if (!report) return { outcome: 'failed', summary: 'npm audit printed no report' };
  const counts = report.metadata?.vulnerabilities;
  if (counts && report.vulnerabilities) {
    const findings: Finding[] = Object.values(report.vulnerabilities)
      .filter((entry) => FAILING_SEVERITIES.includes(entry.severity))
      .map((entry) => ({
        name: entry.name,
        severity: entry.severity,
        range: entry.range ?? '',
        advisories: (entry.via ?? []).flatMap((via) =>
          typeof via === 'string' ? [`via ${via}`] : [`${via.title ?? ''} ${via.url ?? ''}`.trim()],
        ),
      }));
    const tally = ['critical', 'high', 'moderate', 'low'].map((level) => `${counts[level] ?? 0} ${level}`).join(', ');
    return findings.length > 0
      ? { outcome: 'failed', summary: `npm audit: ${tally} in the runtime dependencies`, findings }
      : { outcome: 'passed', summary: `npm audit: ${tally} in the runtime dependencies; none high or critical` };
  }
  if (report.statusCode !== undefined && NOT_OFFERED_STATUSES.includes(report.statusCode)) {
    return {
      outcome: 'not offered',
      summary: `npm audit: NOT CHECKED: the registry answered ${report.statusCode} to ${report.uri ?? 'its advisory endpoint'}, so it offers no advisories`,
    };
  }
  return {
    outcome: 'failed',
    summary: `npm audit could not run: ${report.message ?? report.error?.summary ?? report.error?.code ?? 'no reason given'}`,
  };
}

/** Whether `registry` publishes signing keys: true, false (it offers none), or the reason it could not be told. */
export async function registryOffersSignatures(
  registry: string,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean | string> {
  const url = new URL(SIGNING_KEYS_PATH, registry.endsWith('/') ? registry : `${registry}/`).toString();
  try {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(KEYS_TIMEOUT_MS) });
    if (NOT_OFFERED_STATUSES.includes(response.status)) return false;
    if (!response.ok) return `${url} answered ${response.status}`;
    const body = (await response.json()) as { keys?: unknown[] };
    return Array.isArray(body.keys) && body.keys.length > 0;
  } catch (error) {
    return `${url}: ${(error as Error).message}`;
  }
}

/** The verdict on `npm audit signatures --json`: its exit code and output. */
export function signatureVerdict(status: number | null, stdout: string): Verdict {
  const report = parse(stdout) as
    { invalid?: unknown[]; missing?: unknown[]; error?: { summary?: string } } | undefined;
  const invalid = report?.invalid?.length ?? 0;
  const missing = report?.missing?.length ?? 0;
  if (status === 0 && invalid === 0 && missing === 0) {
    return {
      outcome: 'passed',
      summary: 'npm audit signatures: every installed package has a valid registry signature',
    };
  }
  const reason = report?.error?.summary ?? `${invalid} invalid, ${missing} missing`;
  return { outcome: 'failed', summary: `npm audit signatures: ${reason}` };
}

const npm = (args: readonly string[]) =>
  spawnSync('npm', [...args], { cwd: repoRoot, env: auditEnv(), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

/** Runs both checks and prints what each found; answers the exit code (1 when either failed). */
export async function auditDependencies(print: (line: string) => void = console.log): Promise<number> {
  const audit = auditVerdict(npm(AUDIT_ARGS).stdout);
  print(audit.summary);
  for (const finding of audit.outcome === 'failed' ? (audit.findings ?? []) : []) {
    print(`  ${finding.severity} ${finding.name} ${finding.range}: ${finding.advisories.join('; ')}`);
  }
  const registry = npm(['config', 'get', 'registry']).stdout.trim();
  const offered = await registryOffersSignatures(registry);
  let signatures: Verdict;
  if (offered === true) {
    const run = npm(SIGNATURE_ARGS);
    signatures = signatureVerdict(run.status, run.stdout);
  } else if (offered === false) {
    signatures = {
      outcome: 'not offered',
      summary: `npm audit signatures: NOT CHECKED: ${registry} publishes no signing keys (${SIGNING_KEYS_PATH})`,
    };
  } else {
    signatures = {
      outcome: 'failed',
      summary: `npm audit signatures: could not tell whether the registry publishes signing keys: ${offered}`,
    };
  }
  print(signatures.summary);
  return [audit, signatures].some((verdict) => verdict.outcome === 'failed') ? 1 : 0;
}
