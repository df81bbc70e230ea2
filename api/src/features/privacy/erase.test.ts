import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { databaseBytes, folderBytes, leaveRecords, people, tracesIn, tracesOf } from '../../test/personal-data.ts';
import { startS3Server } from '@site/shared/server/testing/s3-server';
import type { TestS3Server } from '@site/shared/server/testing/s3-server';
import { createTestApp } from '../../test/test-app.ts';
import { UPLOADS_DIR } from '../uploads/upload-store.ts';
import type { EraseReport, PersonExport } from './personal-records.ts';
import { runPrivacyCli } from './privacy-cli.ts';

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.close();
});

/** Runs `npm run privacy -- <args>` on the settings `env`; its exit code and what it printed. */
async function privacy(args: string[], env: NodeJS.ProcessEnv) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runPrivacyCli(args, env, { out: (text) => out.push(text), err: (text) => err.push(text) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const stores: [string, () => NodeJS.ProcessEnv][] = [
  ['a folder in DATA_DIR', () => ({})],
  ['a bucket (UPLOAD_STORE_URL)', () => ({ ...s3.env, UPLOAD_STORE_URL: `s3://${s3.bucket}/erase-${Date.now()}` })],
];

describe('npm run privacy -- erase <email>', () => {
  it.each(stores)(
    'removes every record of the address and its uploads, leaving no trace in the database files or in %s',
    async (_store, storeEnv) => {
      const env = storeEnv();
      const testApp = await createTestApp(env);
      const settings = { ...env, ...testApp.stored };
      const storeFolder = env.UPLOAD_STORE_URL ? s3.directory : path.join(testApp.dataDir, UPLOADS_DIR);
      const gone = people.priyanka;
      const kept = people.tobias;
      try {
        // The address typed in another case in some records: it is one person.
        const records = await leaveRecords(testApp, gone, (email) => email.toUpperCase());
        await leaveRecords(testApp, kept);
        // What the test reads does hold a person's records before the erase (the e-mail of an enquiry, at least).
        expect(tracesIn(await databaseBytes(testApp), [gone.email.toUpperCase(), kept.email])).toHaveLength(2);
        expect(tracesIn(folderBytes(storeFolder), [gone.lastName])).toEqual([]);

        const exported = await privacy(['export', gone.email], settings);
        expect(exported.code).toBe(0);
        const before = JSON.parse(exported.out) as PersonExport;
        expect(before.formSubmissions).toHaveLength(2);
        expect(before.careerApplications).toEqual([
          expect.objectContaining({ registrationId: records.registrationId }),
        ]);
        expect(before.applicationDrafts).toHaveLength(1);
        expect(before.notificationOutbox).toHaveLength(1);
        expect(before.uploads.map((upload) => upload.address).sort()).toEqual([...records.uploads].sort());

        const erased = await privacy(['erase', gone.email], settings);
        expect(erased.code).toBe(0);
        expect((JSON.parse(erased.out) as EraseReport).removed).toEqual({
          formSubmissions: 2,
          careerApplications: 1,
          applicationDrafts: 1,
          notificationOutbox: 1,
          uploads: 3,
          uploadFiles: 3,
        });

        // Not a byte of them in the database's files, nor in the store; the other person's records are all there.
        expect(tracesIn(await databaseBytes(testApp), tracesOf(gone))).toEqual([]);
        expect(tracesIn(folderBytes(storeFolder), tracesOf(gone))).toEqual([]);
        for (const address of records.uploads) {
          expect((await testApp.app.inject(testApp.uploadLink(address))).statusCode).toBe(404);
        }
        const after = JSON.parse((await privacy(['export', gone.email], settings)).out) as PersonExport;
        expect(after).toMatchObject({
          formSubmissions: [],
          careerApplications: [],
          applicationDrafts: [],
          notificationOutbox: [],
          uploads: [],
        });
        const other = JSON.parse((await privacy(['export', kept.email], settings)).out) as PersonExport;
        expect(other.formSubmissions).toHaveLength(2);
        expect(other.uploads).toHaveLength(3);
        // The API goes on answering on the database the erase rewrote.
        expect((await testApp.app.inject(testApp.uploadLink(other.uploads[0]?.address ?? ''))).statusCode).toBe(200);
      } finally {
        await testApp.close();
      }
    },
    60_000,
  );

  it('refuses a missing address and an unknown command, and says how it is used', async () => {
    const testApp = await createTestApp();
    try {
      expect(await privacy(['erase'], testApp.stored)).toMatchObject({
        code: 2,
        err: expect.stringContaining('Usage'),
      });
      expect(await privacy(['forget', 'a@example.com'], testApp.stored)).toMatchObject({ code: 2 });
    } finally {
      await testApp.close();
    }
  });
});
