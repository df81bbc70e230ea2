import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ApplicationDraft } from '@site/shared/contracts';
import { databaseBytes, formattedAadhaar, leaveRecords, people, tracesIn } from '../../test/personal-data.ts';
import { createTestApp, withDatabase } from '../../test/test-app.ts';
import { ENCRYPTED_PREFIX, PERSONAL_DATA_KEY_FILE, keyIdOf, newKeyText, parseKey } from './personal-data-key.ts';
import type { PersonExport } from './personal-records.ts';
import { runPrivacyCli } from './privacy-cli.ts';

const person = people.priyanka;
const aadhaarTraces = [person.aadhaar, formattedAadhaar(person.aadhaar)];
const masked = `XXXX-XXXX-${person.aadhaar.slice(-4)}`;

async function privacy(args: string[], env: NodeJS.ProcessEnv) {
  const out: string[] = [];
  const code = await runPrivacyCli(args, env, { out: (text) => out.push(text), err: () => undefined });
  return { code, json: JSON.parse(out.join('\n') || 'null') as unknown };
}

/** The Aadhaar values as stored: every application's and draft's, raw. */
async function storedAadhaar(stored: { DATA_DIR: string; DATABASE_URL?: string }): Promise<string[]> {
  return withDatabase(stored, async (db) => {
    const applications = await db.all<{ text: string }>('SELECT payload AS text FROM career_applications');
    const drafts = await db.all<{ text: string }>('SELECT draft_values AS text FROM application_drafts');
    return [...applications, ...drafts].map((row) => String((JSON.parse(row.text) as { aadhaar?: unknown }).aadhaar));
  });
}

describe('Aadhaar numbers at rest', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let draftId: string;
  beforeAll(async () => {
    testApp = await createTestApp();
    ({ draftId } = await leaveRecords(testApp, person));
  }, 30_000);
  afterAll(async () => {
    await testApp.close();
  });

  it('are nowhere in the database files in plain text, with or without dashes', async () => {
    expect(await storedAadhaar(testApp.stored)).toEqual([
      expect.stringMatching(new RegExp(`^${ENCRYPTED_PREFIX}`)),
      expect.stringMatching(new RegExp(`^${ENCRYPTED_PREFIX}`)),
    ]);
    expect(tracesIn(await databaseBytes(testApp), aadhaarTraces)).toEqual([]);
    // What the test reads holds the application: its applicant's name is there.
    expect(tracesIn(await databaseBytes(testApp), [person.lastName])).toEqual([person.lastName]);
  });

  it("are given back to the draft's owner, and shown masked in an export", async () => {
    const draft = (await testApp.app.inject(`/api/careers/drafts/${draftId}`)).json<ApplicationDraft>();
    expect(draft.values.aadhaar).toBe(person.aadhaar);

    const exported = (await privacy(['export', person.email], testApp.stored)).json as PersonExport;
    expect(exported.careerApplications[0]?.values.aadhaar).toBe(masked);
    expect(exported.applicationDrafts[0]?.values.aadhaar).toBe(masked);
    expect(JSON.stringify(exported)).not.toContain(person.aadhaar);
  });
});

describe('the key', () => {
  it('is kept in DATA_DIR/secrets, readable by its owner only, when PERSONAL_DATA_KEY is unset', async () => {
    const testApp = await createTestApp();
    try {
      await leaveRecords(testApp, person);
      const keyFile = path.join(testApp.dataDir, PERSONAL_DATA_KEY_FILE);
      expect(statSync(keyFile).mode & 0o777).toBe(0o600);
      const [stored] = await storedAadhaar(testApp.stored);
      expect(keyIdOf(stored ?? '')).toBe(parseKey(readFileSync(keyFile, 'utf8'), 'file').id);
    } finally {
      await testApp.close();
    }
  });

  it('is rotated: values under the old key are read while it is an old key, and rotate-key encrypts them anew', async () => {
    const oldKey = newKeyText();
    const newKey = newKeyText();
    const first = await createTestApp({ PERSONAL_DATA_KEY: oldKey });
    await leaveRecords(first, person);
    await first.close({ keepData: true });

    const rotated = { ...first.stored, PERSONAL_DATA_KEY: newKey, PERSONAL_DATA_OLD_KEYS: `${oldKey}` };
    const second = await createTestApp(rotated);
    try {
      // Still readable under the old key, and new values go under the new one.
      const before = (await privacy(['export', person.email], rotated)).json as PersonExport;
      expect(before.careerApplications[0]?.values.aadhaar).toBe(masked);
      const rotation = await privacy(['rotate-key'], rotated);
      expect(rotation).toEqual({
        code: 0,
        json: { key: parseKey(newKey, 'new').id, reencrypted: { careerApplications: 1, applicationDrafts: 1 } },
      });
      expect((await storedAadhaar(first.stored)).map(keyIdOf)).toEqual([
        parseKey(newKey, 'new').id,
        parseKey(newKey, 'new').id,
      ]);
      expect(tracesIn(await databaseBytes(second), aadhaarTraces)).toEqual([]);
      // Without the old key, the rotation cannot read the values, and says so.
      const refused = await runPrivacyCli(
        ['rotate-key'],
        { ...first.stored, PERSONAL_DATA_KEY: newKeyText() },
        {
          out: () => undefined,
          err: () => undefined,
        },
      );
      expect(refused).toBe(1);
      // Once rotated, the old key is no longer needed.
      const withoutOld = { ...first.stored, PERSONAL_DATA_KEY: newKey };
      const after = (await privacy(['export', person.email], withoutOld)).json as PersonExport;
      expect(after.careerApplications[0]?.values.aadhaar).toBe(masked);
    } finally {
      await second.close();
    }
  }, 30_000);
});

describe('the migration of rows stored in plain text', () => {
  it('encrypts them at start and leaves no plain number in the database files', async () => {
    const first = await createTestApp();
    await leaveRecords(first, person);
    await first.close({ keepData: true });
    // As an earlier version stored them.
    await withDatabase(first.stored, async (db) => {
      for (const [table, column] of [
        ['career_applications', 'payload'],
        ['application_drafts', 'draft_values'],
      ] as const) {
        const rows = await db.all<{ id: string | number; text: string }>(`SELECT id, ${column} AS text FROM ${table}`);
        for (const row of rows) {
          const values = { ...(JSON.parse(row.text) as object), aadhaar: person.aadhaar };
          await db.run(`UPDATE ${table} SET ${column} = ? WHERE id = ?`, [JSON.stringify(values), row.id]);
        }
      }
    });
    expect(await storedAadhaar(first.stored)).toEqual([person.aadhaar, person.aadhaar]);
    expect(tracesIn(await databaseBytes(first), aadhaarTraces)).toEqual([person.aadhaar]);

    const second = await createTestApp(first.stored);
    try {
      expect((await storedAadhaar(first.stored)).every((value) => value.startsWith(ENCRYPTED_PREFIX))).toBe(true);
      expect(tracesIn(await databaseBytes(second), aadhaarTraces)).toEqual([]);
      const exported = (await privacy(['export', person.email], second.stored)).json as PersonExport;
      expect(exported.careerApplications[0]?.values.aadhaar).toBe(masked);
    } finally {
      await second.close();
    }
  }, 30_000);
});
