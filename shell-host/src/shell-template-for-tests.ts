// Test-only: the shell's real template as the build leaves it, for tests of the host that renders it.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** shell/src/index.html with the entry script HtmlRspackPlugin adds to its head at build. */
export function builtShellTemplate(entry = '/main.1234abcd.js'): string {
  return readFileSync(path.resolve(import.meta.dirname, '../../shell/src/index.html'), 'utf8').replace(
    '</head>',
    `<script defer src="${entry}"></script></head>`,
  );
}
