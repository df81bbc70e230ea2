// Personal data on this machine's disk is its owner's alone (issue 51): the database and its WAL and SHM, the
// secrets, the uploads folder and every upload. The seed media's renditions are public content and keep their modes.
import { chmod, lstat, readdir } from 'node:fs/promises';
import path from 'node:path';

/** Read and write for the owner only. */
export const PRIVATE_FILE_MODE = 0o600;
/** Read, write and enter for the owner only. */
export const PRIVATE_DIR_MODE = 0o700;

/** The permission bits of a mode (what `stat` answers, less the file type). */
export const permissionBits = (mode: number) => mode & 0o777;

/** What a missing file answers; anything else is a fault. */
const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Gives `target` the private mode of its kind (a folder 0700, a file 0600), and, with `recursive`, everything
 * under it. A missing target is no fault; a symbolic link is left alone (its target is not ours to change).
 */
export async function makePrivate(target: string, { recursive = false } = {}): Promise<void> {
  let info;
  try {
    info = await lstat(target);
  } catch (error) {
    if (isMissing(error)) return;
    throw error;
  }
  if (info.isSymbolicLink()) return;
  if (info.isDirectory()) {
    if (permissionBits(info.mode) !== PRIVATE_DIR_MODE) await chmod(target, PRIVATE_DIR_MODE);
    if (!recursive) return;
    for (const entry of await readdir(target)) await makePrivate(path.join(target, entry), { recursive });
    return;
  }
  if (permissionBits(info.mode) !== PRIVATE_FILE_MODE) await chmod(target, PRIVATE_FILE_MODE);
}

/**
 * The private files of DATA_DIR, as they may have been left by an earlier version (0644 and 0755): DATA_DIR itself,
 * the SQLite database with its WAL and SHM, the secrets folder and the uploads folder, each with what it holds.
 */
export async function makeDataDirPrivate(
  dataDir: string,
  parts: { databaseFile: string; secretsDir: string; uploadsDir: string },
): Promise<void> {
  await makePrivate(dataDir);
  for (const suffix of ['', '-wal', '-shm', '-journal'])
    await makePrivate(path.join(dataDir, parts.databaseFile + suffix));
  await makePrivate(path.join(dataDir, parts.secretsDir), { recursive: true });
  await makePrivate(path.join(dataDir, parts.uploadsDir), { recursive: true });
}
