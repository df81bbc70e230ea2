import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REMOTE_ENTRY_FILE, remoteNames, remotePackages } from '@site/shared/contracts';
import type { RemoteName } from '@site/shared/contracts';
import { repoRoot } from './apps.ts';
import { run } from './processes.ts';

const gzipKb = (file: string) => gzipSync(readFileSync(file)).length / 1000;

export async function timeCommand(args: string[]): Promise<number> {
  const started = performance.now();
  await run('npm', args, repoRoot);
  return (performance.now() - started) / 1000;
}

/** Each remote entry's gzip size, and each shared singleton's initial chunks as the shell provides them. */
export function buildSizes(): { entries: Record<RemoteName, number>; shared: Record<string, number> } {
  const entries = Object.fromEntries(
    remoteNames.map((name) => [name, gzipKb(path.join(repoRoot, remotePackages[name], 'dist', REMOTE_ENTRY_FILE))]),
  ) as Record<RemoteName, number>;
  const shellDist = path.join(repoRoot, 'shell', 'dist');
  const manifest = JSON.parse(readFileSync(path.join(shellDist, 'mf-manifest.json'), 'utf8')) as {
    shared: { name: string; assets: { js: { sync: string[] } } }[];
  };
  const shared = Object.fromEntries(
    manifest.shared.map((entry) => [
      entry.name,
      entry.assets.js.sync.reduce((sum, file) => sum + gzipKb(path.join(shellDist, file)), 0),
    ]),
  );
  return { entries, shared };
}
