// docs/configuration.md's environment table and the code that reads the environment must name the same settings (issue 23).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
/** Where the site's processes read settings: the API, the hosts and CLIs, the build. */
const SOURCE_DIRS = [
  'api/src',
  'shell-host/src',
  'remote-host/src',
  'tools/src',
  'shared/build',
  'shared/server',
  'shared/src',
];
/** Set by the platform, not by whoever runs the site. */
const PLATFORM = new Set(['CI', 'NODE_ENV', 'PATH']);

function sourceFiles(dir: string): string[] {
  return (
    readdirSync(path.join(repoRoot, dir), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name))
      .filter((file) => !file.includes(`${path.sep}node_modules${path.sep}`))
      // Test helpers' own variables (a fixture's settings) are not the site's.
      .filter((file) => !/[\\/](testing|test|fixtures)[\\/]/.test(path.relative(repoRoot, file)))
  );
}

/** Every `env.NAME` / `process.env.NAME` the code reads. */
function settingsRead(): string[] {
  const names = new Set<string>();
  for (const file of SOURCE_DIRS.flatMap(sourceFiles)) {
    // `env.NAME`, and a setting read through shared/server/settings.ts: `portFrom(env, 'NAME', …)`.
    for (const match of readFileSync(file, 'utf8').matchAll(/\benv\.([A-Z][A-Z0-9_]+)\b|\benv, '([A-Z][A-Z0-9_]+)'/g)) {
      names.add(match[1] ?? match[2] ?? '');
    }
  }
  return [...names].filter((name) => !PLATFORM.has(name)).sort();
}

/** The backticked names in docs/configuration.md's "Environment variables" table. */
function settingsDocumented(): Set<string> {
  const readme = readFileSync(path.join(repoRoot, 'docs', 'configuration.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Environment variables'));
  const table = section.slice(0, section.indexOf('\n## ', 1));
  const names = new Set<string>();
  for (const row of table.split('\n').filter((line) => line.startsWith('| `'))) {
    const firstCell = row.split('|')[1] ?? '';
    for (const match of firstCell.matchAll(/`([A-Z][A-Z0-9_<>]+)`/g)) names.add(match[1] ?? '');
  }
  return names;
}

describe("docs/configuration.md's environment table", () => {
  it('documents every setting the code reads', () => {
    const documented = settingsDocumented();
    expect(settingsRead().length).toBeGreaterThan(20);
    expect(settingsRead().filter((name) => !documented.has(name))).toEqual([]);
  });
});
