import { existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { removeTemporaryFolders, temporaryFolder } from './temporary-folder.ts';

describe('temporaryFolder', () => {
  it('makes a new folder under the temporary folder, and removes it with what it holds', () => {
    const first = temporaryFolder('temporary-folder-test-');
    const second = temporaryFolder('temporary-folder-test-');
    expect(first).not.toBe(second);
    expect(path.dirname(first)).toBe(tmpdir());
    writeFileSync(path.join(first, 'file.txt'), 'kept until the end of the file');
    removeTemporaryFolders();
    expect(existsSync(first)).toBe(false);
    expect(existsSync(second)).toBe(false);
  });
});
