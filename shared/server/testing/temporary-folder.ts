import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The folders made in this test file; Jest gives each file its own copy of this module. */
const made: string[] = [];

/** A new empty folder under the system's temporary folder, removed after the test file (jest/remove-temporary-folders.ts). */
export function temporaryFolder(prefix: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), prefix));
  made.push(folder);
  return folder;
}

/** Removes every folder `temporaryFolder` made in this test file. */
export function removeTemporaryFolders(): void {
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
}
