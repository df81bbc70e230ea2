// The scale test's proofs that still hold between hosts (issue 22), run before the load: a submission made through
// one API is read through the other; an upload too (the bucket); the rate limit is one across the APIs (Redis), and
// a visitor's own X-Forwarded-For does not buy a new bucket through the balancers; a version published to the
// bucket and pinned through one API is on both shell hosts' next page. Each proof is run and reported on its own.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { MIN_FORM_FILL_MS } from '@site/shared/contracts';
import { signFormToken } from '@site/shared/server/form-token';
import { multipartUpload } from '@site/shared/server/testing/multipart';
import { signUploadLink } from 'api/privacy-tools';
import { bootstrapReleaseToken } from 'api/release-token-bootstrap';
import { repoRoot } from '../lib/apps.ts';
import { HEADLINE, PINNED_HEADLINE } from './pages.ts';
import { ADMIN_PORT } from './plan.ts';
import { sleep } from './processes.ts';
import { RATE_LIMIT } from './topology.ts';
import type { Topology } from './topology.ts';

/** Ours: how soon after a pin's answer every shell host's pages must run it (the release feed's message, ADR 024). */
const PIN_PROPAGATION_MS = 2_000;
/** Ours: how long a signed upload link in the proof lasts. */
const LINK_LIFETIME_MS = 60_000;
const PIN_POLL_MS = 50;
const json = { 'content-type': 'application/json' };

export interface ProofResult {
  name: string;
  ok: boolean;
  detail: string;
}

async function draftReadThroughOtherApi({ addresses }: Topology): Promise<string> {
  const id = randomBytes(32).toString('base64url');
  const values = { WillingnessforNightShift: 'Yes' };
  const saved = await fetch(`${addresses.origin('apiA')}/api/careers/drafts/${id}`, {
    method: 'PUT',
    headers: json,
    body: JSON.stringify({ step: 2, values }),
  });
  assert.equal(saved.status, 200, 'the draft is saved through API A');
  const read = await fetch(`${addresses.origin('apiB')}/api/careers/drafts/${id}`);
  assert.equal(read.status, 200, 'the draft is found through API B');
  assert.deepEqual(((await read.json()) as { values: unknown }).values, values);
  return "an application's saved step, saved through API A, read through API B";
}

async function uploadReadThroughOtherApi({ addresses, secrets }: Topology): Promise<string> {
  const folder = path.join(repoRoot, 'api/seed/media/openings/jd');
  const pdf = readFileSync(path.join(folder, readdirSync(folder).find((name) => name.endsWith('.pdf')) ?? ''));
  const { payload, headers } = multipartUpload('resume.pdf', pdf);
  const uploaded = await fetch(`${addresses.origin('apiA')}/api/media/data`, {
    method: 'POST',
    headers,
    body: payload,
  });
  assert.equal(uploaded.status, 201, `uploaded through API A: ${await uploaded.clone().text()}`);
  const { media } = (await uploaded.json()) as { media: string };
  assert.equal(
    (await fetch(`${addresses.origin('apiB')}${media}`)).status,
    404,
    'not read through API B without a link',
  );
  const link = signUploadLink(secrets.UPLOAD_LINK_SECRET, media, new Date(Date.now() + LINK_LIFETIME_MS));
  const read = await fetch(`${addresses.origin('apiB')}${link}`);
  assert.equal(read.status, 200, 'read through API B with a signed link');
  assert.ok(Buffer.from(await read.arrayBuffer()).equals(pdf), 'the same bytes');
  return 'a file uploaded through API A is read through API B with a signed link, and not without';
}

async function sharedRateLimit({ addresses, secrets }: Topology): Promise<string> {
  // The operator's own address is its bucket: the APIs believe no X-Forwarded-For from it.
  const post = (origin: string, headers: Record<string, string>, index: number) =>
    fetch(`${origin}/api/forms/subscribe`, {
      method: 'POST',
      headers: { ...json, ...headers },
      body: JSON.stringify({
        values: { email: `limit-${index}@example.com` },
        formToken: signFormToken(secrets.FORM_TOKEN_SECRET, Date.now() - MIN_FORM_FILL_MS - 1000),
      }),
    });
  let accepted = 0;
  let refused = 0;
  for (let index = 0; index < RATE_LIMIT.max * 2; index += 1) {
    const api = addresses.origin(index % 2 === 0 ? 'apiA' : 'apiB');
    const response = await post(api, { 'x-forwarded-for': `198.51.100.${(index % 250) + 1}` }, index);
    if (response.status === 201) accepted += 1;
    else if (response.status === 429) refused += 1;
    else assert.fail(`unexpected ${response.status}: ${await response.text()}`);
  }
  assert.equal(accepted, RATE_LIMIT.max, 'posts accepted across both APIs, whatever X-Forwarded-For said');
  assert.equal(refused, RATE_LIMIT.max);
  // Through the front balancer and a shell host, a forged X-Forwarded-For is dropped: still the operator's bucket.
  const front = addresses.origin('frontBalancer');
  const forged = await post(front, { 'x-forwarded-for': '203.0.113.77', origin: front }, RATE_LIMIT.max * 2);
  assert.equal(forged.status, 429, 'a post with a forged X-Forwarded-For through the balancers is in the same bucket');
  return (
    `the rate limit is one across the APIs: ${accepted} of ${RATE_LIMIT.max * 2} posts accepted through API A and B ` +
    'together, and a forged X-Forwarded-For through the front balancer is still refused'
  );
}

async function pinOnBothShellHosts(topology: Topology): Promise<string> {
  const { addresses, root, secrets, services } = topology;
  const version = `0.1.0-topology.${Date.now()}`;
  const copy = mkdtempSync(path.join(root, 'content-build-'));
  cpSync(path.join(repoRoot, 'mfe-content', 'dist'), copy, { recursive: true });
  for (const name of readdirSync(copy, { recursive: true, encoding: 'utf8' })) {
    if (!/\.c?js$/.test(name)) continue;
    const file = path.join(copy, name);
    const text = readFileSync(file, 'utf8');
    if (!text.includes(HEADLINE)) continue;
    const altered = text.replaceAll(HEADLINE, PINNED_HEADLINE);
    writeFileSync(file, altered);
    if (existsSync(`${file}.br`)) writeFileSync(`${file}.br`, brotliCompressSync(altered));
    if (existsSync(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(altered));
  }
  await promisify(execFile)(
    process.execPath,
    [
      '--import',
      'tsx',
      'tools/src/deploy.ts',
      'content',
      '--version',
      version,
      '--from-dist',
      copy,
      '--by',
      'topology',
    ],
    { cwd: repoRoot, env: { ...process.env, ...services } },
  );
  const manifestOnHost = await fetch(`${addresses.remoteOrigin('content')}/${version}/mf-manifest.json`);
  assert.equal(manifestOnHost.status, 200, "the content host serves the published version's manifest from the bucket");
  const pinnedManifest = `/${version}/mf-manifest.json`;
  const page = async (shell: 'shellA' | 'shellB') => (await fetch(`${addresses.origin(shell)}/`)).text();
  for (const shell of ['shellA', 'shellB'] as const)
    assert.ok(!(await page(shell)).includes(pinnedManifest), `${shell} before the pin`);
  // The release manager's own token, made by the operator through the database (issue 51), and the pin on API A's
  // admin address: its public address and the balancer in front of it have no such route.
  const { token } = await bootstrapReleaseToken(
    { ...services, ...secrets, DATA_DIR: mkdtempSync(path.join(root, 'release-token-')) },
    'topology',
    'topology test',
  );
  const pin = (base: string) =>
    fetch(`${base}/api/releases/production/pins`, {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${token}` },
      body: JSON.stringify({ pins: [{ remote: 'content', version }], reason: 'topology test' }),
    });
  for (const publicAddress of ['apiA', 'apiBalancer'] as const) {
    assert.equal((await pin(addresses.origin(publicAddress))).status, 404, `no release write through ${publicAddress}`);
  }
  const pinned = await pin(addresses.origin('apiA', ADMIN_PORT));
  assert.equal(pinned.status, 200, `the pin through API A's admin address: ${await pinned.clone().text()}`);
  const pinnedAt = Date.now();
  const times: string[] = [];
  for (const shell of ['shellA', 'shellB'] as const) {
    let html = await page(shell);
    while (!html.includes(pinnedManifest) && Date.now() - pinnedAt < PIN_PROPAGATION_MS) {
      await sleep(PIN_POLL_MS);
      html = await page(shell);
    }
    assert.ok(html.includes(pinnedManifest), `${shell}'s pages run the pinned version ${PIN_PROPAGATION_MS} ms on`);
    times.push(`${shell} ${Date.now() - pinnedAt} ms`);
  }
  return `a version published to the bucket and pinned through API A's admin address (not its public address, nor the balancer) runs on both shell hosts (${times.join(', ')} after the pin's answer)`;
}

export const PROOFS: readonly { name: string; run: (topology: Topology) => Promise<string> }[] = [
  { name: 'a submission read through the other API', run: draftReadThroughOtherApi },
  { name: 'an upload read through the other API', run: uploadReadThroughOtherApi },
  { name: 'the shared rate limit', run: sharedRateLimit },
  { name: 'a pin on both shell hosts', run: pinOnBothShellHosts },
];

export async function runProofs(topology: Topology, log: (line: string) => void): Promise<ProofResult[]> {
  const results: ProofResult[] = [];
  for (const proof of PROOFS) {
    try {
      const detail = await proof.run(topology);
      results.push({ name: proof.name, ok: true, detail });
      log(`  ✓ ${detail}`);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      results.push({ name: proof.name, ok: false, detail });
      log(`  ✗ ${proof.name}: ${detail}`);
    }
  }
  return results;
}
