import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { APPLICATION_DRAFT_MAX_BYTES, APPLICATION_DRAFT_TTL_MS } from '@site/shared/contracts';
import type { ApplicationDraft } from '@site/shared/contracts';
import { createTestApp, withDatabase } from '../../test/test-app.ts';

let testApp: Awaited<ReturnType<typeof createTestApp>>;

const newId = () => randomBytes(32).toString('base64url');
const url = (id: string) => `/api/careers/drafts/${id}`;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

async function put(id: string, payload: unknown) {
  return testApp.app.inject({ method: 'PUT', url: url(id), payload: payload as Record<string, unknown> });
}

describe('/api/careers/drafts/:id', () => {
  it('stores a draft, serves it back, replaces it on the next save and forgets it when deleted', async () => {
    const id = newId();
    const saved = await put(id, { step: 2, values: { firstName: 'Priya', permanentAddressSame: true } });
    expect(saved.statusCode).toBe(200);
    const draft = saved.json<ApplicationDraft>();
    expect(draft).toMatchObject({ id, step: 2, values: { firstName: 'Priya', permanentAddressSame: true } });
    expect(Date.parse(draft.expiresAt) - Date.parse(draft.updatedAt)).toBe(APPLICATION_DRAFT_TTL_MS);

    expect((await testApp.app.inject(url(id))).json<ApplicationDraft>().values).toEqual({
      firstName: 'Priya',
      permanentAddressSame: true,
    });
    await put(id, { step: 3, values: { firstName: 'Priya', lastName: 'Verma' } });
    expect((await testApp.app.inject(url(id))).json<ApplicationDraft>()).toMatchObject({
      step: 3,
      values: { firstName: 'Priya', lastName: 'Verma' },
    });

    expect((await testApp.app.inject({ method: 'DELETE', url: url(id) })).statusCode).toBe(204);
    const gone = await testApp.app.inject(url(id));
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ status: 0, message: expect.any(String) });
  });

  it('refuses an id that is not 32 random bytes in base64url', async () => {
    for (const id of ['short', `${newId()}x`, `${newId().slice(0, 42)}.`]) {
      const response = await put(id, { step: 1, values: {} });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 0 });
    }
  });

  it('takes steps 1 to 4 only, application fields only, text or ticks only', async () => {
    const id = newId();
    for (const payload of [
      { step: 0, values: {} },
      { step: 5, values: {} },
      { step: 1, values: { salaryExpectation: '1000000' } },
      { step: 1, values: { firstName: { nested: true } } },
      { step: 1, values: { firstName: 'x'.repeat(5001) } },
      { step: 1 },
    ]) {
      const response = await put(id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 0, message: expect.any(String) });
    }
    expect((await testApp.app.inject(url(id))).statusCode).toBe(404);
  });

  it('bounds the whole draft’s size', async () => {
    const long = 'é'.repeat(4900);
    const values = Object.fromEntries(
      ['currentAddress', 'permanentAddress', 'WE1RoleandResposibilities', 'firstName', 'lastName', 'fatherName']
        .concat(['SchoolName10th', 'Board10th', 'SchoolName12th', 'Board12th', 'GBoard', 'PBoard', 'otherCourses'])
        .map((name) => [name, long]),
    );
    expect(Buffer.byteLength(JSON.stringify(values))).toBeGreaterThan(APPLICATION_DRAFT_MAX_BYTES);
    const response = await put(newId(), { step: 2, values });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: 0 });
  });

  it('serves no expired draft and purges expired ones on the next save', async () => {
    const expiredId = newId();
    await put(expiredId, { step: 1, values: { WillingnessforNightShift: 'Yes' } });
    await withDatabase(testApp.stored, async (db) => {
      await db.run('UPDATE application_drafts SET expires_at = ? WHERE id = ?', [
        new Date(Date.now() - 1000).toISOString(),
        expiredId,
      ]);
      expect((await testApp.app.inject(url(expiredId))).statusCode).toBe(404);
      await put(newId(), { step: 1, values: {} });
      expect(await db.get('SELECT count(*) AS n FROM application_drafts WHERE id = ?', [expiredId])).toEqual({ n: 0 });
    });
  });
});
