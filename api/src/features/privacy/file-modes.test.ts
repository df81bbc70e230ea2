import { chmodSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { DATABASE_FILE } from '../../db/database.ts';
import { FORM_TOKEN_SECRET_FILE } from '@site/shared/server/form-token';
import { leaveRecords, people } from '../../test/personal-data.ts';
import { createTestApp, temporaryDataDir } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-database.ts';
import { PARTIAL_DIR } from '@site/shared/server/blob-store';
import { UPLOADS_DIR } from '../uploads/upload-store.ts';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE, permissionBits } from './file-modes.ts';
import { SECRETS_DIR } from './install-privacy.ts';
import { PERSONAL_DATA_KEY_FILE } from './personal-data-key.ts';
import { UPLOAD_LINK_SECRET_FILE } from './upload-links.ts';

const modeOf = (file: string) => permissionBits(statSync(file).mode);

/** The private files and folders of DATA_DIR, each with its mode in octal. */
function privateModes(dataDir: string, uploads: string[]) {
  const files = [
    ...(testEngine() === 'sqlite' ? ['', '-wal', '-shm'].map((suffix) => DATABASE_FILE + suffix) : []),
    FORM_TOKEN_SECRET_FILE,
    PERSONAL_DATA_KEY_FILE,
    UPLOAD_LINK_SECRET_FILE,
    ...uploads.map((address) => path.join(UPLOADS_DIR, path.basename(address))),
  ];
  const folders = ['.', SECRETS_DIR, UPLOADS_DIR, path.join(UPLOADS_DIR, PARTIAL_DIR)];
  const modes = (names: string[]) =>
    Object.fromEntries(names.map((name) => [name, modeOf(path.join(dataDir, name)).toString(8)]));
  return { files: modes(files), folders: modes(folders) };
}

/** The same names, each with `mode`. */
const all = (names: Record<string, string>, mode: number) =>
  Object.fromEntries(Object.keys(names).map((name) => [name, mode.toString(8)]));

describe('the files of personal data', () => {
  it('are readable by their owner only: files 0600, folders 0700, whatever the umask', async () => {
    const umask = process.umask(0o002);
    try {
      const testApp = await createTestApp();
      try {
        const { uploads } = await leaveRecords(testApp, people.priyanka);
        const { files, folders } = privateModes(testApp.dataDir, uploads);
        expect(files).toEqual(all(files, PRIVATE_FILE_MODE));
        expect(folders).toEqual(all(folders, PRIVATE_DIR_MODE));
        expect(Object.keys(files)).toHaveLength((testEngine() === 'sqlite' ? 3 : 0) + 3 + uploads.length);
      } finally {
        await testApp.close();
      }
    } finally {
      process.umask(umask);
    }
  });

  it('left readable by others by an earlier version are made private at start', async () => {
    const dataDir = temporaryDataDir();
    const first = await createTestApp({ DATA_DIR: dataDir });
    const { uploads } = await leaveRecords(first, people.priyanka);
    await first.close({ keepData: true });
    const earlier = [
      dataDir,
      path.join(dataDir, SECRETS_DIR),
      path.join(dataDir, UPLOADS_DIR),
      ...uploads.map((address) => path.join(dataDir, UPLOADS_DIR, path.basename(address))),
      ...(testEngine() === 'sqlite' ? [path.join(dataDir, DATABASE_FILE)] : []),
    ];
    for (const file of earlier) chmodSync(file, statSync(file).isDirectory() ? 0o755 : 0o644);
    mkdirSync(path.join(dataDir, UPLOADS_DIR, 'older'), { mode: 0o755 });
    writeFileSync(path.join(dataDir, UPLOADS_DIR, 'older', 'cv.pdf'), 'x', { mode: 0o644 });

    const second = await createTestApp(first.stored);
    try {
      for (const file of earlier) {
        expect(modeOf(file)).toBe(statSync(file).isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE);
      }
      expect(modeOf(path.join(dataDir, UPLOADS_DIR, 'older'))).toBe(PRIVATE_DIR_MODE);
      expect(modeOf(path.join(dataDir, UPLOADS_DIR, 'older', 'cv.pdf'))).toBe(PRIVATE_FILE_MODE);
    } finally {
      await second.close();
    }
  }, 30_000);
});
