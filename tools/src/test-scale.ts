// `npm run test:scale` (issue 22): the site beyond one machine, on this one. PostgreSQL, Redis and an S3-compatible
// server (Debian's packages and s3rver, each on a free local port), two API instances, two shell hosts (each with
// its own API, as on two machines), the four remote hosts, and nginx (Debian's) balancing the two APIs. Then five
// proofs: a submission made through one API is read through the other; a pin made through one is on both shell
// hosts' next page; 500 submissions through nginx while one API is killed with SIGKILL lose none that were
// acknowledged, and nginx fails over; the rate limit is one across the APIs; an upload is read through both.
// Needs the production build (`npm run build`).
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import { MIN_FORM_FILL_MS, remoteNames } from '@site/shared/contracts';
import type { AppName } from '@site/shared/contracts';
import { signFormToken } from '@site/shared/server/form-token';
import { freePort } from '@site/shared/server/testing/free-port';
import { multipartUpload } from '@site/shared/server/testing/multipart';
import { startPostgresServer } from '@site/shared/server/testing/postgres-server';
import { startRedisServer } from '@site/shared/server/testing/redis-server';
import { startS3Server } from '@site/shared/server/testing/s3-server';
import { newKeyText, signUploadLink } from 'api/privacy-tools';
import { bootstrapReleaseToken } from 'api/release-token-bootstrap';
import { buildMarker, repoRoot } from './lib/apps.ts';
import { waitForUrl } from './lib/processes.ts';

/** Ours: how soon after a pin's answer every shell host's pages must run it (the release feed's message, ADR 024). */
const PIN_PROPAGATION_MS = 2_000;
/** The home page's headline, and what a published second version of the content remote says instead. */
const HEADLINE = 'Outsourcing and consulting that moves your business forward';
const PINNED_HEADLINE = 'Outsourcing and consulting, as the scale test pinned it';
/** The load: submissions through nginx, while one API instance is killed part-way. */
const SUBMISSIONS = 500;
/** When, in acknowledged submissions, the first API instance is killed. */
const KILL_AFTER = 150;
const CONCURRENCY = 10;
/** Form posts per client per window, on every API instance together (Redis). */
const RATE_LIMIT = 40;
/** What the shell hosts sign report tokens and page-load counts with, and the APIs check (issue 51). */
const HEALTH_REPORT_SECRET = 'scale-test-health-report-secret-0123456789';
const SECRET = 'scale-test-form-token-secret-0123456789';
/** Every API instance on one database needs the same key and link secret (issue 51): their DATA_DIRs differ. */
const PERSONAL_DATA_KEY = newKeyText();
const UPLOAD_LINK_SECRET = 'scale-test-upload-link-secret-0123456789';

for (const build of [
  ...(['shell', ...remoteNames] as AppName[]).map(buildMarker),
  ...['api', 'shell-host', 'remote-host'].map((workspace) => path.join(repoRoot, workspace, 'dist', 'main.js')),
]) {
  if (!existsSync(build)) {
    console.error(`No production build at ${build}: run \`npm run build\` first.`);
    process.exit(2);
  }
}

const children: ChildProcess[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
const root = mkdtempSync(path.join(tmpdir(), 'site-scale-'));
cleanups.push(() => rmSync(root, { recursive: true, force: true }));

/** Starts a process of the site, its package's build as production runs it; its output goes to a log file. */
function run(name: string, workspace: 'api' | 'shell-host' | 'remote-host', env: NodeJS.ProcessEnv): ChildProcess {
  const log = path.join(root, `${name}.log`);
  const child = spawn(process.execPath, [path.join(repoRoot, workspace, 'dist', 'main.js')], {
    cwd: path.join(repoRoot, workspace),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => lines.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => lines.push(chunk));
  child.once('exit', () => writeFileSync(log, Buffer.concat(lines)));
  children.push(child);
  return child;
}

async function stopAll() {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          setTimeout(() => {
            child.kill('SIGKILL');
            resolve();
          }, 5000).unref();
        }),
    ),
  );
  for (const cleanup of cleanups.reverse()) await cleanup();
}

const proofs: string[] = [];
function proved(text: string) {
  proofs.push(text);
  console.log(`  ✓ ${text}`);
}

try {
  console.log('Starting PostgreSQL, Redis and the S3-compatible server…');
  const postgres = await startPostgresServer({ durable: true });
  cleanups.push(() => postgres.stop());
  const redis = await startRedisServer();
  cleanups.push(() => redis.stop());
  const s3 = await startS3Server();
  cleanups.push(() => s3.close());

  const port = {
    apiA: await freePort(),
    apiB: await freePort(),
    adminA: await freePort(),
    adminB: await freePort(),
    shellA: await freePort(),
    shellB: await freePort(),
    nginx: await freePort(),
    ...Object.fromEntries(await Promise.all(remoteNames.map(async (name) => [name, await freePort()] as const))),
  } as Record<string, number>;
  const origin = (name: string) => `http://127.0.0.1:${port[name]}`;

  const shared: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    ...s3.env,
    UPLOAD_STORE_URL: `s3://${s3.bucket}/uploads`,
    // Published remote versions: `npm run deploy` writes them to the bucket, the APIs check pins against it and
    // the remote hosts serve them from it (ADR 027). No folder is shared by any two processes.
    ARTIFACT_STORE_URL: `s3://${s3.bucket}/artifacts`,
    HEALTH_REPORT_SECRET,
    FORM_TOKEN_SECRET: SECRET,
    PERSONAL_DATA_KEY,
    UPLOAD_LINK_SECRET,
    SERVER_BUNDLE_TOKEN: 'scale-test-server-bundle-token',
    FORM_RATE_LIMIT_MAX: String(RATE_LIMIT),
    FORM_RATE_LIMIT_WINDOW_MS: String(10 * 60_000),
    SITE_ORIGINS: [origin('shellA'), origin('shellB'), origin('nginx')].join(','),
    ...Object.fromEntries(remoteNames.map((name) => [`${name.toUpperCase()}_PORT`, String(port[name])])),
    ...Object.fromEntries(remoteNames.map((name) => [`REMOTE_${name.toUpperCase()}_ORIGIN`, origin(name)])),
  };

  console.log('Starting two API instances, four remote hosts, two shell hosts and nginx…');
  const api = (name: 'A' | 'B') =>
    run(`api-${name}`, 'api', {
      ...shared,
      PORT: String(port[`api${name}`]),
      ADMIN_PORT: String(port[`admin${name}`]),
      DATA_DIR: path.join(root, `api-${name}`),
    });
  const apiA = api('A');
  api('B');
  await Promise.all(['apiA', 'apiB'].map((name) => waitForUrl(`${origin(name)}/api/health`, 60_000)));
  for (const name of remoteNames) {
    run(name, 'remote-host', {
      ...shared,
      REMOTE: name,
      PORT: String(port[name]),
      DATA_DIR: path.join(root, 'remotes'),
    });
  }
  for (const name of ['A', 'B'] as const) {
    run(`shell-${name}`, 'shell-host', {
      ...shared,
      NODE_ENV: 'production',
      PORT: String(port[`shell${name}`]),
      API_ORIGIN: origin(`api${name}`),
      DATA_DIR: path.join(root, `shell-${name}`),
    });
  }
  const nginxConf = path.join(root, 'nginx.conf');
  writeFileSync(
    nginxConf,
    `worker_processes 1;
pid ${root}/nginx.pid;
error_log ${root}/nginx-error.log;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${root}/nginx-body;
  proxy_temp_path ${root}/nginx-proxy;
  upstream api {
    server 127.0.0.1:${port.apiA} max_fails=1 fail_timeout=30s;
    server 127.0.0.1:${port.apiB} max_fails=1 fail_timeout=30s;
  }
  server {
    listen 127.0.0.1:${port.nginx};
    client_max_body_size 10m;
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_next_upstream error timeout;
      proxy_connect_timeout 2s;
    }
  }
}
`,
  );
  const nginx = spawn('nginx', ['-p', root, '-c', nginxConf, '-g', 'daemon off;'], { stdio: 'inherit' });
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        if (nginx.exitCode !== null) return resolve();
        nginx.once('exit', () => resolve());
        nginx.kill('SIGQUIT');
      }),
  );
  await Promise.all([
    ...remoteNames.map((name) => waitForUrl(`${origin(name)}/mf-manifest.json`, 60_000)),
    waitForUrl(`${origin('shellA')}/`, 120_000),
    waitForUrl(`${origin('shellB')}/`, 120_000),
    waitForUrl(`${origin('nginx')}/api/health`, 30_000),
  ]);

  console.log('Proofs:');
  const formToken = () => signFormToken(SECRET, Date.now() - MIN_FORM_FILL_MS - 1000);
  const json = { 'content-type': 'application/json' };

  // 1. A submission made through one instance, read through the other: the application wizard's saved step.
  {
    const id = randomBytes(32).toString('base64url');
    const values = { WillingnessforNightShift: 'Yes' };
    const saved = await fetch(`${origin('apiA')}/api/careers/drafts/${id}`, {
      method: 'PUT',
      headers: json,
      body: JSON.stringify({ step: 2, values }),
    });
    assert.equal(saved.status, 200, 'the draft is saved through API A');
    const read = await fetch(`${origin('apiB')}/api/careers/drafts/${id}`);
    assert.equal(read.status, 200, 'the draft is found through API B');
    assert.deepEqual(((await read.json()) as { values: unknown }).values, values);
    proved('a submission saved through API A is read through API B');
  }

  // 2. A pin made through one instance is on both shell hosts' next page.
  {
    const version = `0.1.0-scale.${Date.now()}`;
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
    // Asynchronously: the S3 test server's proxy answers from this process.
    await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'tools/src/deploy.ts', 'content', '--version', version, '--from-dist', copy, '--by', 'scale'],
      { cwd: repoRoot, env: shared },
    );
    // Published to the bucket, create-only, and served from there by the content remote's host.
    const published = s3.requests.filter((request) => request.method === 'PUT' && request.key.includes(`/${version}/`));
    assert.ok(published.length > 0 && published.every((request) => request.ifNoneMatch === '*'), 'create-only');
    const manifestOnHost = await fetch(`${origin('content')}/${version}/mf-manifest.json`);
    assert.equal(manifestOnHost.status, 200, "the content host serves the published version's manifest");
    // The page names the versions it runs (its release config): the browser loads exactly those.
    const pinnedManifest = `/${version}/mf-manifest.json`;
    for (const shell of ['shellA', 'shellB']) {
      const page = await (await fetch(`${origin(shell)}/`)).text();
      assert.ok(!page.includes(pinnedManifest), `${shell} before the pin`);
    }
    // The release manager's own token, made by the operator through the database (issue 51), and the pin on API A's
    // admin address: the public address and nginx in front of it have no such route.
    const { token } = await bootstrapReleaseToken({ ...shared, DATA_DIR: path.join(root, 'api-A') }, 'scale', 'test');
    const pin = (base: string) =>
      fetch(`${base}/api/releases/production/pins`, {
        method: 'POST',
        headers: { ...json, authorization: `Bearer ${token}` },
        body: JSON.stringify({ pins: [{ remote: 'content', version }], reason: 'scale test' }),
      });
    for (const publicAddress of ['apiA', 'nginx']) {
      assert.equal((await pin(origin(publicAddress))).status, 404, `no release write through ${publicAddress}`);
    }
    const pinned = await pin(origin('adminA'));
    assert.equal(pinned.status, 200, `the pin through API A's admin address: ${await pinned.clone().text()}`);
    const pinnedAt = Date.now();
    const slowest: string[] = [];
    for (const shell of ['shellA', 'shellB']) {
      // The shell host learns of the pin from its API's release feed (ADR 024), a message that may still be on its
      // way when the pin's answer arrives here: a page asked for within PIN_PROPAGATION_MS must run the pin.
      let page = await (await fetch(`${origin(shell)}/`)).text();
      while (!page.includes(pinnedManifest) && Date.now() - pinnedAt < PIN_PROPAGATION_MS) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        page = await (await fetch(`${origin(shell)}/`)).text();
      }
      assert.ok(page.includes(pinnedManifest), `${shell}'s pages run the pinned version ${PIN_PROPAGATION_MS} ms on`);
      slowest.push(`${shell} ${Date.now() - pinnedAt} ms`);
      // Its server render too, unless the render of a bundle never evaluated before ran out of time (a busy machine).
      if (!page.includes(PINNED_HEADLINE)) console.warn(`  (${shell} rendered the pinned page in the browser)`);
    }
    proved(
      `a version published to the bucket and pinned through API A's admin address (not its public one, nor nginx) is served by both shell hosts (${slowest.join(', ')} after the pin's answer)`,
    );
  }

  // 4 (before 3, which kills an instance). The rate limit is one across both instances: a client (its address as
  // nginx forwards it) gets RATE_LIMIT posts in all, whichever instance answers.
  {
    const client = '203.0.113.9';
    let accepted = 0;
    let refused = 0;
    for (let index = 0; index < RATE_LIMIT * 2; index += 1) {
      const target = index % 2 === 0 ? 'apiA' : 'apiB';
      const response = await fetch(`${origin(target)}/api/forms/subscribe`, {
        method: 'POST',
        headers: { ...json, 'x-forwarded-for': client },
        body: JSON.stringify({ values: { email: `limit-${index}@example.com` }, formToken: formToken() }),
      });
      if (response.status === 201) accepted += 1;
      else if (response.status === 429) refused += 1;
      else assert.fail(`unexpected ${response.status}`);
    }
    assert.equal(accepted, RATE_LIMIT, 'posts accepted across both instances');
    assert.equal(refused, RATE_LIMIT);
    proved(`the rate limit is shared: ${accepted} of ${RATE_LIMIT * 2} posts accepted across API A and API B`);
  }

  // 5. An upload through one instance is read through the other (the bucket).
  {
    const pdf = readFileSync(
      path.join(
        repoRoot,
        'api/seed/media/openings/jd',
        readdirSync(path.join(repoRoot, 'api/seed/media/openings/jd')).find((name) => name.endsWith('.pdf')) ?? '',
      ),
    );
    const { payload, headers } = multipartUpload('resume.pdf', pdf);
    const uploaded = await fetch(`${origin('apiA')}/api/media/data`, { method: 'POST', headers, body: payload });
    assert.equal(uploaded.status, 201, 'uploaded through API A');
    const { media } = (await uploaded.json()) as { media: string };
    assert.equal((await fetch(`${origin('apiB')}${media}`)).status, 404, 'not read through API B without a link');
    const link = signUploadLink(UPLOAD_LINK_SECRET, media, new Date(Date.now() + 60_000));
    const read = await fetch(`${origin('apiB')}${link}`);
    assert.equal(read.status, 200, 'read through API B with a signed link');
    assert.ok(Buffer.from(await read.arrayBuffer()).equals(pdf), 'the same bytes');
    proved('a file uploaded through API A is read through API B with a signed link, and not without');
  }

  // 3. 500 submissions through nginx; API A is killed with SIGKILL part-way. Every acknowledged one is stored.
  {
    const acknowledged: string[] = [];
    let failedInFlight = 0;
    let killedAt = -1;
    let next = 0;
    const post = async (index: number) => {
      const email = `scale-${index}@example.com`;
      try {
        const response = await fetch(`${origin('nginx')}/api/forms/subscribe`, {
          method: 'POST',
          // Each its own client address, so that the rate limit is not what is measured.
          headers: { ...json, 'x-forwarded-for': `198.51.100.${(index % 250) + 1}` },
          body: JSON.stringify({ values: { email }, formToken: formToken() }),
        });
        if (response.status === 201) acknowledged.push(email);
        else failedInFlight += 1;
      } catch {
        failedInFlight += 1;
      }
      if (acknowledged.length >= KILL_AFTER && killedAt < 0) {
        killedAt = acknowledged.length;
        apiA.kill('SIGKILL');
      }
    };
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < SUBMISSIONS) await post(next++);
      }),
    );
    assert.ok(killedAt > 0, 'API A was killed');
    const stored = new pg.Client({ connectionString: postgres.url });
    await stored.connect();
    const { rows } = await stored.query<{ email: string }>(
      "SELECT payload::jsonb ->> 'email' AS email FROM form_submissions WHERE payload::jsonb ->> 'email' LIKE 'scale-%'",
    );
    await stored.end();
    const emails = new Set(rows.map((row) => row.email));
    const lost = acknowledged.filter((email) => !emails.has(email));
    assert.deepEqual(lost, [], 'acknowledged submissions missing from the database');
    assert.ok(
      acknowledged.length >= SUBMISSIONS - CONCURRENCY,
      `nginx failed over: ${acknowledged.length} of ${SUBMISSIONS} acknowledged (${failedInFlight} failed in flight)`,
    );
    proved(
      `${acknowledged.length} of ${SUBMISSIONS} submissions through nginx acknowledged, API A killed after ${killedAt}, ` +
        `none of them lost (${failedInFlight} failed while in flight, not acknowledged)`,
    );
  }
  console.log(`\nAll ${proofs.length} proofs hold.`);
} catch (error) {
  console.error('\nThe scale test failed:', error);
  console.error(`Logs: ${root} (kept)`);
  cleanups.shift(); // keep the logs
  process.exitCode = 1;
} finally {
  await stopAll();
}
