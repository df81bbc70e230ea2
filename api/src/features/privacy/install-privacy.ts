// Personal data in the running API (issue 51): private file modes, the key Aadhaar numbers are encrypted with (and
// the rows still plain, encrypted at start), the secret upload links are signed with, and the retention purge.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../../config.ts';
import { DATABASE_FILE } from '../../db/database.ts';
import type { Db } from '../../db/database.ts';
import type { BlobStore } from '@site/shared/server/blob-store';
import { UPLOADS_DIR } from '../uploads/upload-store.ts';
import { makeDataDirPrivate } from './file-modes.ts';
import { loadKeyring } from './personal-data-key.ts';
import type { Keyring } from './personal-data-key.ts';
import { purgeExpiredRecords, schedulePurge } from './retention-purge.ts';
import { resealStoredValues } from './sealed-fields.ts';
import { uploadLinkSecret } from './upload-links.ts';

/** The folder of DATA_DIR the made-up secrets are kept in. */
export const SECRETS_DIR = 'secrets';

export interface Privacy {
  keyring: Keyring;
  /** Signs the links uploads are served through. */
  linkSecret: string;
}

/** Sets up personal data's protections before the routes that use them are registered. */
export async function installPrivacy(
  app: FastifyInstance,
  deps: { db: Db; config: ApiConfig; uploadBlobs: BlobStore },
): Promise<Privacy> {
  const { db, config, uploadBlobs } = deps;
  const keyring = loadKeyring(config.privacy, config.dataDir);
  const linkSecret = uploadLinkSecret(config.privacy.uploadLinkSecret, config.dataDir);
  await makeDataDirPrivate(config.dataDir, {
    databaseFile: DATABASE_FILE,
    secretsDir: SECRETS_DIR,
    uploadsDir: UPLOADS_DIR,
  });
  if (config.databaseUrl && !config.privacy.personalDataKey) {
    app.log.warn(
      `PERSONAL_DATA_KEY is unset: this instance encrypts with the key kept in ${path.join(config.dataDir, SECRETS_DIR)}; ` +
        'every instance on one database must be given the same PERSONAL_DATA_KEY',
    );
  }
  const resealed = await resealStoredValues(db, keyring);
  if (resealed.careerApplications + resealed.applicationDrafts > 0) {
    app.log.info({ resealed }, 'Encrypted the Aadhaar numbers stored in plain text');
  }
  const purge = schedulePurge(
    () => purgeExpiredRecords(db, uploadBlobs, config.privacy.retention),
    config.privacy.purgeIntervalMs,
    app.log,
  );
  app.addHook('onReady', () => purge.runNow());
  app.addHook('preClose', () => purge.stop());
  return { keyring, linkSecret };
}
