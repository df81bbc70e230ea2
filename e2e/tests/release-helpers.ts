import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { DEFAULT_METRICS_PORTS } from '@site/shared/server/metrics';
import { appPortFrom } from '@site/shared/server/settings';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
/** Whom the e2e suites' release token is for: the history names them. */
export const RELEASE_MANAGER = 'e2e release manager';
/** A staging shell the release tests start beside production's, on the same remotes' hosts. */
export const STAGING_SHELL_PORT = appPortFrom(process.env, 'shell') + 10;
export const STAGING_SHELL_ORIGIN = `http://127.0.0.1:${STAGING_SHELL_PORT}`;
/** Its metrics address's port: production's shell host has the default one. */
export const STAGING_SHELL_METRICS_PORT = DEFAULT_METRICS_PORTS.shell + 10;
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');

/** A version no earlier run used, so runs against a kept database never collide. */
export function uniqueVersion(label: string): string {
  return `0.1.0-e2e.${Date.now()}.${label}`;
}

/** Writes a file and, where the build has them, its compressed twins, as a build would have written them. */
function writeWithTwins(file: string, text: string) {
  writeFileSync(file, text);
  for (const [suffix, compress] of [
    ['.br', brotliCompressSync],
    ['.gz', gzipSync],
  ] as const) {
    if (existsSync(file + suffix)) {
      chmodSync(file + suffix, 0o644);
      writeFileSync(file + suffix, compress(text));
    }
  }
}

/**
 * Publishes a copy of a remote's current build through the real deploy
 * command, optionally altered: every script, the server bundle's too, as a
 * build of the altered sources would be.
 */
export function publishBuild(remote: string, version: string, alter?: (file: string, text: string) => string) {
  const copy = mkdtempSync(path.join(tmpdir(), `${remote}-build-`));
  cpSync(path.join(repoRoot, `mfe-${remote}`, 'dist'), copy, { recursive: true });
  if (alter) {
    const scripts = readdirSync(copy, { recursive: true, encoding: 'utf8' }).filter((name) => /\.c?js$/.test(name));
    for (const name of scripts) {
      const file = path.join(copy, name);
      writeWithTwins(file, alter(name, readFileSync(file, 'utf8')));
    }
  }
  execFileSync(tsx, ['tools/src/deploy.ts', remote, '--version', version, '--from-dist', copy, '--by', 'e2e'], {
    cwd: repoRoot,
    stdio: 'pipe',
  });
}

let releaseToken: string | undefined;

/**
 * The suites' own release token (issue 51): made once per test process as an operator makes the first one, through
 * the database of the site `npm start` runs (`token create --bootstrap`), so no secret is shared with the API.
 */
export function releaseManagerToken(): string {
  releaseToken ??= (
    JSON.parse(
      execFileSync(
        tsx,
        ['tools/src/release.ts', 'token', 'create', '--owner', RELEASE_MANAGER, '--bootstrap', '--json'],
        { cwd: repoRoot, env: process.env, encoding: 'utf8', stdio: 'pipe' },
      ),
    ) as { token: string }
  ).token;
  return releaseToken;
}

/** Runs `npm run release -- …` as a release manager would, on the API's admin address; returns its output. */
export function release(...args: string[]): string {
  try {
    return execFileSync(tsx, ['tools/src/release.ts', ...args], {
      cwd: repoRoot,
      env: { ...process.env, RELEASE_TOKEN: releaseManagerToken() },
      encoding: 'utf8',
      stdio: 'pipe',
    });
  } catch (error) {
    throw new Error(`release ${args.join(' ')} failed: ${String((error as { stderr?: string }).stderr ?? error)}`, {
      cause: error,
    });
  }
}

export function artifactFile(remote: string, version: string, file: string): string {
  return path.join(repoRoot, '.data', 'artifacts', remote, version, file);
}

/** Overwrites a published file in every encoding the host sends, as an attacker with write access to the store would. */
export function tamper(file: string, append: string) {
  chmodSync(file, 0o644);
  writeWithTwins(file, `${readFileSync(file, 'utf8')}\n${append}`);
}

/** Replaces text in a published file in every encoding the host sends: a swapped build, same address. */
export function swapText(file: string, from: string, to: string) {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} does not contain "${from}"`);
  chmodSync(file, 0o644);
  writeWithTwins(file, text.replaceAll(from, to));
}

/** A fingerprint of every file under a folder: proves a build was not touched. */
export function fingerprint(dir: string): string {
  const hash = createHash('sha256');
  const walk = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const file = path.join(folder, name);
      if (statSync(file).isDirectory()) walk(file);
      else hash.update(name).update(readFileSync(file));
    }
  };
  walk(dir);
  return hash.digest('hex');
}
