import { execFileSync } from 'node:child_process';
import { describe, expect, it } from '@jest/globals';
import { repoRoot } from './apps.ts';
import {
  AUDIT_ARGS,
  AUDIT_LEVEL,
  SIGNING_KEYS_PATH,
  auditEnv,
  auditVerdict,
  registryOffersSignatures,
  signatureVerdict,
} from './dependency-audit.ts';

/** `npm audit --json` from a registry that audits: one package with a high advisory, one with a moderate. */
function report(severities: Record<string, string>) {
  const counts = { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0 } as Record<string, number>;
  const vulnerabilities = Object.fromEntries(
    Object.entries(severities).map(([name, severity]) => {
      counts[severity] = (counts[severity] ?? 0) + 1;
      return [
        name,
        {
          name,
          severity,
          isDirect: true,
          range: '<9.1.0',
          via: [{ title: `${name} is vulnerable`, url: `https://github.com/advisories/GHSA-${name}`, severity }],
        },
      ];
    }),
  );
  return JSON.stringify({ auditReportVersion: 2, vulnerabilities, metadata: { vulnerabilities: counts } });
}

/** What `npm audit --json` prints when the registry has no advisory endpoint (this machine's registry). */
const notOffered = JSON.stringify({
  message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
  method: 'POST',
  uri: 'https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
  statusCode: 405,
  body: '',
  error: { summary: '', detail: '' },
});

describe('npm audit of the runtime dependencies', () => {
  it('audits without the devDependencies, at the high level', () => {
    expect(AUDIT_ARGS).toEqual(['audit', '--omit=dev', `--audit-level=${AUDIT_LEVEL}`, '--json']);
    expect(AUDIT_LEVEL).toBe('high');
  });

  it('fails on a high or a critical advisory, naming the package and the advisory', () => {
    for (const severity of ['high', 'critical']) {
      const verdict = auditVerdict(report({ nodemailer: severity, debug: 'moderate' }));
      expect(verdict).toMatchObject({
        outcome: 'failed',
        findings: [
          {
            name: 'nodemailer',
            severity,
            advisories: ['nodemailer is vulnerable https://github.com/advisories/GHSA-nodemailer'],
          },
        ],
      });
    }
  });

  it('passes with moderate and low advisories only, and with none', () => {
    expect(auditVerdict(report({ debug: 'moderate', ms: 'low' }))).toMatchObject({ outcome: 'passed' });
    expect(auditVerdict(report({}))).toMatchObject({
      outcome: 'passed',
      summary: expect.stringContaining('0 critical, 0 high'),
    });
  });

  it('says NOT CHECKED when the registry offers no advisories, and fails when the audit could not run', () => {
    expect(auditVerdict(notOffered)).toMatchObject({
      outcome: 'not offered',
      summary: expect.stringContaining('NOT CHECKED'),
    });
    expect(auditVerdict(JSON.stringify({ statusCode: 503, message: '503 Service Unavailable' }))).toMatchObject({
      outcome: 'failed',
    });
    expect(auditVerdict(JSON.stringify({ error: { code: 'ENOTFOUND', summary: 'no network' } }))).toMatchObject({
      outcome: 'failed',
      summary: expect.stringContaining('no network'),
    });
    expect(auditVerdict('')).toMatchObject({ outcome: 'failed' });
  });

  it('runs with audit on, though the root .npmrc turns it off for installs', () => {
    const audit = (env: NodeJS.ProcessEnv) =>
      execFileSync('npm', ['config', 'get', 'audit'], { cwd: repoRoot, env, encoding: 'utf8' }).trim();
    const withoutOverride = { ...process.env };
    delete withoutOverride.npm_config_audit;
    expect(audit(withoutOverride)).toBe('false');
    expect(audit(auditEnv(withoutOverride))).toBe('true');
  });
});

describe('npm audit signatures', () => {
  const answering = (status: number, body: unknown = {}) =>
    (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

  it('runs only where the registry publishes signing keys', async () => {
    const asked: string[] = [];
    const keys = (async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify({ keys: [{ keyid: 'SHA256:x' }] }), { status: 200 });
    }) as unknown as typeof fetch;
    expect(await registryOffersSignatures('https://registry.example/', keys)).toBe(true);
    expect(asked).toEqual([`https://registry.example${SIGNING_KEYS_PATH}`]);
    expect(await registryOffersSignatures('https://registry.example', answering(404))).toBe(false);
    expect(await registryOffersSignatures('https://registry.example', answering(200, { keys: [] }))).toBe(false);
    expect(await registryOffersSignatures('https://registry.example', answering(500))).toEqual(
      expect.stringContaining('500'),
    );
  });

  it('fails on an invalid or a missing signature, and on an error', () => {
    expect(signatureVerdict(0, JSON.stringify({ invalid: [], missing: [] }))).toMatchObject({ outcome: 'passed' });
    expect(signatureVerdict(1, JSON.stringify({ invalid: [{ name: 'x' }], missing: [] }))).toMatchObject({
      outcome: 'failed',
      summary: expect.stringContaining('1 invalid'),
    });
    expect(signatureVerdict(1, JSON.stringify({ error: { summary: 'keys expired' } }))).toMatchObject({
      outcome: 'failed',
      summary: expect.stringContaining('keys expired'),
    });
  });
});
