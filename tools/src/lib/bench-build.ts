import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REMOTE_ENTRY_FILE, remoteNames, remotePackages } from '@site/shared/contracts';
import type { RemoteName } from '@site/shared/contracts';
import { PAGE_ASSETS_FILE } from '@site/shared/server/page-assets';
import type { PageAssets } from '@site/shared/server/page-assets';
import { repoRoot } from './apps.ts';
import { run } from './processes.ts';

/** A file's gzip size as its host sends it: its build-time twin (PrecompressPlugin), else compressed here. */
const gzipKb = (file: string) =>
  (existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`).length : gzipSync(readFileSync(file)).length) / 1000;

export async function timeCommand(args: string[]): Promise<number> {
  const started = performance.now();
  await run('npm', args, repoRoot);
  return (performance.now() - started) / 1000;
}

/** Each remote entry's gzip size, and the files of each shared singleton's copy as the shell provides it. */
export function buildSizes(): { entries: Record<RemoteName, number>; shared: Record<string, number> } {
  const entries = Object.fromEntries(
    remoteNames.map((name) => [name, gzipKb(path.join(repoRoot, remotePackages[name], 'dist', REMOTE_ENTRY_FILE))]),
  ) as Record<RemoteName, number>;
  const shellDist = path.join(repoRoot, 'shell', 'dist');
  const { provided } = JSON.parse(readFileSync(path.join(shellDist, PAGE_ASSETS_FILE), 'utf8')) as PageAssets;
  const shared = Object.fromEntries(
    Object.entries(provided).map(([name, files]) => [
      name,
      files.js.reduce((sum, file) => sum + gzipKb(path.join(shellDist, file)), 0),
    ]),
  );
  return { entries, shared };
}
