import { mkdirSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminOf, buildApp } from '../app.ts';
import type { BuildOptions } from '../app.ts';
import { MIN_FORM_FILL_MS } from '@site/shared/contracts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import type { Db } from '../db/database.ts';
import { dropTestDatabase, testDatabaseUrl } from './test-database.ts';
import type { ApiConfig } from '../config.ts';
import { FORM_TOKEN_SECRET_FILE, sharedSecret, signFormToken } from '@site/shared/server/form-token';
import { temporaryFolder } from '@site/shared/server/testing/temporary-folder';
import { UPLOAD_LINK_DEFAULT_MINUTES, signUploadLink, uploadLinkSecret } from '../features/privacy/upload-links.ts';
import { createReleaseTokens } from '../features/releases/release-tokens.ts';
import { RENDITIONS_DIR } from '../features/media/image-pipeline.ts';
import { BOOTSTRAP_CREATOR } from '@site/shared/contracts';
import type { PageLoadsReport } from '@site/shared/contracts';
import { healthReportSecret, signHealthReportToken, signPageLoads } from '@site/shared/server/health-report-token';

/**
 * The seed photos' renditions, made once for every test app of a run (and the runs after): each set is named by its
 * photo's content and written whole by a rename (image-pipeline.ts), so apps starting at once can share them. Made
 * afresh for each app, they were most of an app's start.
 */
const SHARED_RENDITIONS_DIR = path.join(os.tmpdir(), 'site-api-test-media-renditions');

/** A new DATA_DIR for a test app, its renditions folder the shared one. */
export function temporaryDataDir(): string {
  const dataDir = temporaryFolder('site-api-test-');
  mkdirSync(SHARED_RENDITIONS_DIR, { recursive: true });
  symlinkSync(SHARED_RENDITIONS_DIR, path.join(dataDir, RENDITIONS_DIR), 'dir');
  return dataDir;
}

/**
 * The API on a temporary database with the real seed files; call `close`
 * when done. Pass `DATA_DIR` to reopen an earlier database (a restart).
 */
/** When a person's form was shown: long enough ago to pass the minimum fill time. */
export const humanStart = () => Date.now() - MIN_FORM_FILL_MS - 1000;

/** A form token the app accepts, as the shell's host signs it into a page shown at `issuedAt`. */
export function formTokenFor(config: ApiConfig, issuedAt: number = humanStart()): string {
  return signFormToken(sharedSecret(config.formTokenSecret, config.dataDir, FORM_TOKEN_SECRET_FILE), issuedAt);
}

export async function createTestApp(env: NodeJS.ProcessEnv = {}, options: Omit<BuildOptions, 'logger'> = {}) {
  const dataDir = env.DATA_DIR ?? temporaryDataDir();
  const databaseUrl = env.DATABASE_URL ?? (await testDatabaseUrl());
  const config = loadConfig({
    FORM_RATE_LIMIT_MAX: '1000',
    ...env,
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  // Quiet, unless a test reads the log lines (a stream of its own).
  const app = await buildApp(config, { logger: options.logStream !== undefined, ...options });
  const healthSecret = () => healthReportSecret(config.healthReportSecret, dataDir);
  return {
    app,
    /** The admin address's instance (docs/decisions/045): release writes, status, history, tokens. */
    admin: adminOf(app),
    config,
    dataDir,
    /** What reopens this app's data in another app (a restart, a second instance): its DATA_DIR and database. */
    stored: { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    /** A connection of the test's own to the app's database, as an editor's or another process's. */
    openDatabase: () => openDatabase(config),
    /** A token of a page shown at `issuedAt` (default: long enough ago for a person). */
    formToken: (issuedAt?: number) => formTokenFor(config, issuedAt),
    /** A signed link to the upload at `address`, as staff get with `npm run privacy -- upload-link` (issue 51). */
    uploadLink: (address: string, expiresAt = new Date(Date.now() + UPLOAD_LINK_DEFAULT_MINUTES * 60_000)) =>
      signUploadLink(uploadLinkSecret(config.privacy.uploadLinkSecret, dataDir), address, expiresAt),
    /** A release token for `owner`, made as the operator's bootstrap makes one (issue 51). */
    async releaseToken(owner = 'rm'): Promise<string> {
      return withDatabase(
        { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
        async (db) => (await createReleaseTokens(db).create(owner, undefined, BOOTSTRAP_CREATOR)).token,
      );
    },
    /** The report token the shell's host signs into a page rendered with `releaseId` (docs/decisions/045). */
    reportToken: (releaseId: string, environment = 'production', now = Date.now()) =>
      signHealthReportToken(healthSecret(), { environment, releaseId }, now),
    /** A shell host's signed count of the pages it rendered with each release id. */
    pageLoads: (loads: PageLoadsReport['loads'], environment = 'production', now = Date.now()) =>
      signPageLoads(healthSecret(), environment, loads, now),
    async close({ keepData = false } = {}) {
      await app.close();
      if (keepData) return;
      rmSync(dataDir, { recursive: true, force: true });
      if (databaseUrl && !env.DATABASE_URL) await dropTestDatabase(databaseUrl);
    },
  };
}

/** What names an app's data: its DATA_DIR, and its DATABASE_URL on PostgreSQL (`createTestApp(...).stored`). */
export interface StoredData {
  DATA_DIR: string;
  DATABASE_URL?: string;
}

/** Runs `work` on a connection of its own to the database of `stored` (an app's, running or closed), then closes it. */
export async function withDatabase<T>(stored: StoredData, work: (db: Db) => Promise<T>): Promise<T> {
  const db = await openDatabase({ dataDir: stored.DATA_DIR, databaseUrl: stored.DATABASE_URL });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}
