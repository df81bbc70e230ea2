// `npm run privacy -- <command>` (issue 51): one person's data, the encryption key, and links to uploads, on the
// database and upload store the API is configured with (DATA_DIR or DATABASE_URL, DATA_DIR/uploads or
// UPLOAD_STORE_URL). scripts/privacy.ts runs it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../config.ts';
import type { ApiConfig } from '../../config.ts';
import { DATABASE_FILE, POSTGRES_MAINTENANCE_TIMEOUT_MS, openDatabase } from '../../db/database.ts';
import type { Db } from '../../db/database.ts';
import { UPLOAD_ADDRESS } from '@site/shared/server/upload-check';
import { apiOriginFrom } from '@site/shared/server/settings';
import { openUploadBlobs } from '../uploads/upload-store.ts';
import { loadKeyring, newKeyText } from './personal-data-key.ts';
import { erasePerson, exportPerson } from './personal-records.ts';
import { purgeExpiredRecords } from './retention-purge.ts';
import { resealStoredValues } from './sealed-fields.ts';
import {
  UPLOAD_LINK_DEFAULT_MINUTES,
  UPLOAD_LINK_MAX_MINUTES,
  signUploadLink,
  uploadLinkSecret,
} from './upload-links.ts';

export const PRIVACY_USAGE = `Usage: npm run privacy -- <command>
  export <email>                    print everything held about the address, as JSON (Aadhaar masked)
  erase <email>                     delete all of it, upload files too, and say what was removed
  upload-link <address> [--minutes N]
                                    a link to one upload that works for N minutes (default ${UPLOAD_LINK_DEFAULT_MINUTES}, at most ${UPLOAD_LINK_MAX_MINUTES})
  purge                             delete now what is past its retention (the API does it every hour)
  new-key                           print a new key for PERSONAL_DATA_KEY
  rotate-key                        encrypt every stored value again under PERSONAL_DATA_KEY`;

/** Where a command writes: standard output and standard error, or a test's lines. */
export interface CliOutput {
  out(text: string): void;
  err(text: string): void;
}

const consoleOutput: CliOutput = { out: (text) => console.log(text), err: (text) => console.error(text) };

/** Runs one command; answers its exit code. `env` gives the settings (the process's environment). */
export async function runPrivacyCli(
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  output: CliOutput = consoleOutput,
): Promise<number> {
  const [command, ...rest] = args;
  const usage = (message?: string) => {
    if (message) output.err(message);
    output.err(PRIVACY_USAGE);
    return 2;
  };
  if (command === 'new-key') {
    output.out(newKeyText());
    return 0;
  }
  if (!command || !['export', 'erase', 'upload-link', 'purge', 'rotate-key'].includes(command)) {
    return usage(command ? `Unknown command "${command}".` : undefined);
  }
  const config = loadConfig(env);
  const sqliteFile = path.join(config.dataDir, DATABASE_FILE);
  // Nothing is created by looking: a missing SQLite file means the API has not run with this DATA_DIR.
  if (!config.databaseUrl && !existsSync(sqliteFile)) {
    output.err(`No database at ${sqliteFile}: set DATA_DIR or DATABASE_URL to the API's.`);
    return 1;
  }
  // An erase's VACUUM FULL, and a purge or rotation of many rows, may take longer than a request's statement.
  const db = await openDatabase(config, { statementTimeoutMs: POSTGRES_MAINTENANCE_TIMEOUT_MS });
  // The store, and this instance's spool of uploads the store has not taken yet (an erase removes them from both).
  const blobs = openUploadBlobs(config);
  try {
    switch (command) {
      case 'export':
      case 'erase': {
        const email = rest[0]?.trim();
        if (!email || rest.length !== 1 || !email.includes('@')) return usage(`${command} takes one e-mail address.`);
        const result =
          command === 'export'
            ? await exportPerson(db, loadKeyring(config.privacy, config.dataDir), email)
            : await erasePerson(db, blobs, email);
        output.out(JSON.stringify(result, null, 2));
        if ('residue' in result && !result.residue.walCleared) {
          output.err('The WAL could not be emptied while another connection was reading: run erase again.');
          return 1;
        }
        return 0;
      }
      case 'upload-link':
        return await uploadLink(db, config, env, rest, output, usage);
      case 'purge':
        output.out(JSON.stringify(await purgeExpiredRecords(db, blobs, config.privacy.retention), null, 2));
        return 0;
      case 'rotate-key': {
        const keyring = loadKeyring(config.privacy, config.dataDir);
        const report = await resealStoredValues(db, keyring, { rotate: true });
        output.out(JSON.stringify({ key: keyring.current.id, reencrypted: report }, null, 2));
        return 0;
      }
      default:
        return usage();
    }
  } catch (error) {
    // A key that is missing (a value encrypted under a key neither PERSONAL_DATA_KEY nor an old one), a store
    // that refuses: said in one line, not as a stack.
    output.err(`privacy ${command}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await blobs.close();
    await db.close();
  }
}

async function uploadLink(
  db: Db,
  config: ApiConfig,
  env: NodeJS.ProcessEnv,
  args: readonly string[],
  output: CliOutput,
  usage: (message?: string) => number,
): Promise<number> {
  const [given = '', flag, value] = args;
  const minutes = flag === undefined ? UPLOAD_LINK_DEFAULT_MINUTES : Number(value);
  if ((flag !== undefined && flag !== '--minutes') || args.length > 3) return usage();
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > UPLOAD_LINK_MAX_MINUTES) {
    return usage(`--minutes: a whole number from 1 to ${UPLOAD_LINK_MAX_MINUTES}.`);
  }
  // The address as a form holds it, a whole URL of it, or only the file's name.
  const pathname = given.includes('://')
    ? new URL(given).pathname
    : given.includes('/')
      ? given
      : `/api/media/files/${given}`;
  const match = UPLOAD_ADDRESS.exec(pathname);
  const upload = match?.[1]
    ? await db.get<{ extension: string }>('SELECT extension FROM uploads WHERE id = ?', [match[1]])
    : undefined;
  if (!match || !upload || upload.extension !== match[2]) {
    output.err(`No upload at "${given}".`);
    return 1;
  }
  const secret = uploadLinkSecret(config.privacy.uploadLinkSecret, config.dataDir);
  output.out(apiOriginFrom(env) + signUploadLink(secret, pathname, new Date(Date.now() + minutes * 60_000)));
  return 0;
}
