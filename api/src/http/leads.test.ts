// Idempotency keys, deterministic IDs and the host's receipts on every lead write (issue 49, docs/decisions/042),
// against the real app, on each engine.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  FORM_TOKEN_MAX_AGE_MS,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAY_HEADER,
  MIN_FORM_FILL_MS,
  formTokenMessages,
  idempotencyMessages,
} from '@site/shared/contracts';
import type { CareerApplicationResponse, OpeningListResponse, UploadResponse } from '@site/shared/contracts';
import { nextInterviewSaturday } from '@site/shared/form-rules';
import { validApplication } from '@site/shared/fixtures';
import { FORM_TOKEN_SECRET_FILE, sharedSecret } from '@site/shared/server/form-token';
import { leadReceiptHeaders } from '@site/shared/server/lead-receipt';
import { registrationIdFor } from '@site/shared/server/registration-id';
import { multipartUpload } from '@site/shared/server/testing/multipart';
import { uploadAddress } from '@site/shared/server/upload-check';
import { sampleFiles } from '../test/sample-files.ts';
import { createTestApp, withDatabase } from '../test/test-app.ts';
import { rateLimitMessage } from './security.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let testApp: TestApp;
let files: Awaited<ReturnType<typeof sampleFiles>>;
let secret: string;
/** FORM_TOKEN_SECRET of an app: what the shell's host beside it signs receipts with. */
const secretOf = (app: TestApp) => sharedSecret(app.config.formTokenSecret, app.dataDir, FORM_TOKEN_SECRET_FILE);

beforeAll(async () => {
  testApp = await createTestApp();
  files = await sampleFiles();
  secret = secretOf(testApp);
}, 30_000);
afterAll(async () => {
  await testApp.close();
});

const count = (table: string, app: TestApp = testApp) =>
  withDatabase(app.stored, async (db) => (await db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`))?.n ?? 0);

/** A JSON lead write, with a key and (optionally) the host's receipt for exactly this body. */
function post(
  url: string,
  payload: unknown,
  options: {
    key?: string;
    receivedAt?: number;
    receiptFor?: unknown;
    app?: TestApp;
    headers?: Record<string, string>;
  } = {},
) {
  const body = JSON.stringify(payload);
  const receipt =
    options.receivedAt === undefined
      ? {}
      : leadReceiptHeaders(secretOf(options.app ?? testApp), {
          receivedAt: options.receivedAt,
          key: options.key ?? '',
          method: 'POST',
          path: url,
          body: options.receiptFor === undefined ? body : JSON.stringify(options.receiptFor),
        });
  return (options.app ?? testApp).app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: {
      'content-type': 'application/json',
      ...(options.key ? { [IDEMPOTENCY_KEY_HEADER]: options.key } : {}),
      ...receipt,
      ...options.headers,
    },
  });
}

const subscribe = (email = 'ravi@example.com', issuedAt?: number, app: TestApp = testApp) => ({
  values: { email },
  formToken: app.formToken(issuedAt),
});

describe('an Idempotency-Key on a form submission', () => {
  it('stores the submission once and answers every repeat with the first answer', async () => {
    const key = randomUUID();
    const payload = subscribe();
    const before = await count('form_submissions');
    const first = await post('/api/forms/subscribe', payload, { key });
    expect(first.statusCode).toBe(201);
    expect(first.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBeUndefined();
    for (let repeat = 0; repeat < 3; repeat++) {
      const again = await post('/api/forms/subscribe', payload, { key });
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
      expect(again.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBe('true');
    }
    expect(await count('form_submissions')).toBe(before + 1);
  });

  it('answers attempts that arrive at once with one answer, having stored one submission', async () => {
    const key = randomUUID();
    const payload = subscribe('concurrent@example.com');
    const before = await count('form_submissions');
    const answers = await Promise.all(Array.from({ length: 6 }, () => post('/api/forms/subscribe', payload, { key })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(await count('form_submissions')).toBe(before + 1);
  });

  it('refuses the same key with another body, or on another route, with 409', async () => {
    const key = randomUUID();
    expect((await post('/api/forms/subscribe', subscribe('first@example.com'), { key })).statusCode).toBe(201);
    const other = await post('/api/forms/subscribe', subscribe('second@example.com'), { key });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ status: 0, message: idempotencyMessages.keyReused });
    const elsewhere = await post(
      '/api/hubspot/data',
      { Subject: 'Case Study', Name: 'Ravi', Email: 'r@example.com' },
      { key },
    );
    expect(elsewhere.statusCode).toBe(409);
  });

  it('refuses a key that is not a lower-case UUID v4 with 400, and stores without a key as before', async () => {
    for (const bad of ['not-a-key', randomUUID().toUpperCase(), '3f2b8c1e-5d4a-1e6f-9a7b-1c2d3e4f5a6b']) {
      const response = await post('/api/forms/subscribe', subscribe(), { headers: { [IDEMPOTENCY_KEY_HEADER]: bad } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: 0, message: idempotencyMessages.badKey });
    }
    const before = await count('form_submissions');
    const payload = subscribe();
    await post('/api/forms/subscribe', payload);
    await post('/api/forms/subscribe', payload);
    expect(await count('form_submissions')).toBe(before + 2);
  });
});

describe('an Idempotency-Key on a notification and an upload', () => {
  it('keeps one outbox row for a repeated notification', async () => {
    const key = randomUUID();
    const payload = { subject: 'Book a free consultation', Name: 'Dana Whitfield', Email: 'dana@example.com' };
    const before = await count('notification_outbox');
    const first = await post('/api/hubspot/data', payload, { key });
    const again = await post('/api/hubspot/data', payload, { key });
    expect([first.statusCode, again.statusCode]).toEqual([202, 202]);
    expect(again.json()).toEqual(first.json());
    expect(await count('notification_outbox')).toBe(before + 1);
  });

  it('stores an upload under its key, at an address known in advance, once; another file with the key is 409', async () => {
    const key = randomUUID();
    const send = (name: string, bytes: Buffer) => {
      const { payload, headers } = multipartUpload(name, bytes);
      return testApp.app.inject({
        method: 'POST',
        url: '/api/media/data?field=resume',
        payload,
        headers: { ...headers, [IDEMPOTENCY_KEY_HEADER]: key },
      });
    };
    const before = await count('uploads');
    const first = await send('cv.pdf', files.pdf);
    expect(first.statusCode).toBe(201);
    expect(first.json<UploadResponse>().media).toBe(uploadAddress({ id: key, extension: 'pdf' }));
    // A repeat (another multipart boundary, as a browser's retry has) is the same upload.
    const again = await send('cv.pdf', files.pdf);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await count('uploads')).toBe(before + 1);
    expect((await send('other.pdf', files.pdf)).statusCode).toBe(409);
    const served = await testApp.app.inject(testApp.uploadLink(first.json<UploadResponse>().media));
    expect(served.rawPayload.equals(files.pdf)).toBe(true);
  });
});

describe('a career application with an Idempotency-Key', () => {
  let application: Record<string, unknown>;
  beforeAll(async () => {
    const openings = (await testApp.app.inject('/api/currunt/opening')).json<OpeningListResponse>().data;
    const upload = async (name: string, bytes: Buffer) => {
      const { payload, headers } = multipartUpload(name, bytes);
      return (
        await testApp.app.inject({ method: 'POST', url: '/api/media/data', payload, headers })
      ).json<UploadResponse>().media;
    };
    let open = '';
    for (const opening of openings) {
      const detail = (await testApp.app.inject(`/api/currunt/opening/details/${opening.slug}`)).json<{
        data: { job_active_status: string };
      }>();
      if (detail.data.job_active_status === '1') open = opening.position_name;
    }
    application = {
      ...validApplication(),
      PositionApplied: open,
      DateOfInterview: nextInterviewSaturday(new Date()),
      image_url: await upload('me.png', files.png),
      resume_url: await upload('cv.pdf', files.pdf),
    };
  }, 30_000);

  it('gets the registration ID derived from the key, once, and keeps no e-mail under the key', async () => {
    const key = randomUUID();
    const before = await count('career_applications');
    const first = await post('/api/careers/application', application, { key });
    expect(first.statusCode).toBe(201);
    const body = first.json<CareerApplicationResponse>();
    expect(body).toEqual({
      Success: true,
      ID: registrationIdFor(key, Date.now()),
      Email: application.email,
      ErrorMessage: '',
    });
    const again = await post('/api/careers/application', application, { key });
    expect(again.json()).toEqual(body);
    expect(again.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBe('true');
    expect(await count('career_applications')).toBe(before + 1);
    const stored = await withDatabase(testApp.stored, (db) =>
      db.get<{ response: string }>('SELECT response FROM idempotency_keys WHERE key = ?', [key]),
    );
    expect(stored?.response).not.toContain(String(application.email));
  });

  it('dates the ID by the receipt: the year the host accepted the application', async () => {
    const key = randomUUID();
    const receivedAt = Date.now() - 3 * 24 * 60 * 60 * 1000;
    const response = await post('/api/careers/application', application, { key, receivedAt });
    expect(response.statusCode).toBe(201);
    expect(response.json<CareerApplicationResponse>().ID).toBe(registrationIdFor(key, receivedAt));
  });
});

describe("the host's receipt for a late delivery", () => {
  it('accepts a form token that expired after the host accepted the lead, and refuses it without the receipt', async () => {
    const receivedAt = Date.now() - 2 * 60 * 60 * 1000;
    const issuedAt = receivedAt - FORM_TOKEN_MAX_AGE_MS + 60 * 60 * 1000;
    const payload = subscribe('late@example.com', issuedAt);
    const key = randomUUID();

    const without = await post('/api/forms/subscribe', payload, { key });
    expect(without.statusCode).toBe(403);
    expect(without.json()).toEqual({ status: 0, message: formTokenMessages.expired });

    const before = await count('form_submissions');
    const late = await post('/api/forms/subscribe', payload, { key, receivedAt });
    expect(late.statusCode).toBe(201);
    expect(await count('form_submissions')).toBe(before + 1);
  });

  it('applies the minimum fill time as of the receipt, not as of the delivery', async () => {
    const receivedAt = Date.now() - 60 * 60 * 1000;
    const payload = subscribe('fast@example.com', receivedAt - MIN_FORM_FILL_MS + 500);
    const before = await count('form_submissions');
    const late = await post('/api/forms/subscribe', payload, { key: randomUUID(), receivedAt });
    // Sent faster than a person could, when the host took it: answered as success, stored nowhere.
    expect(late.statusCode).toBe(201);
    expect(late.json()).toEqual({ status: true, id: 0 });
    expect(await count('form_submissions')).toBe(before);
  });

  it('refuses a receipt for another body, a tampered receipt, and one without its key', async () => {
    const receivedAt = Date.now() - 60_000;
    const key = randomUUID();
    const tamperedBody = await post('/api/forms/subscribe', subscribe('mallory@example.com'), {
      key,
      receivedAt,
      receiptFor: subscribe('ravi@example.com'),
    });
    expect(tamperedBody.statusCode).toBe(403);
    expect(tamperedBody.json()).toEqual({ status: 0, message: idempotencyMessages.badReceipt });

    const payload = subscribe();
    const headers = leadReceiptHeaders(secret, {
      receivedAt,
      key,
      method: 'POST',
      path: '/api/forms/subscribe',
      body: JSON.stringify(payload),
    });
    const forged = Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [name, name === 'Lead-Receipt' ? `x${value.slice(1)}` : value]),
    );
    const tamperedReceipt = await post('/api/forms/subscribe', payload, { key, headers: forged });
    expect(tamperedReceipt.statusCode).toBe(403);
    const otherTime = await post('/api/forms/subscribe', payload, {
      key,
      headers: { ...headers, 'Lead-Received-At': String(receivedAt - 1) },
    });
    expect(otherTime.statusCode).toBe(403);

    const keyless = await post('/api/forms/subscribe', payload, { headers });
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json()).toEqual({ status: 0, message: idempotencyMessages.receiptWithoutKey });
  });

  it('covers a multipart body byte for byte', async () => {
    const { payload, headers } = multipartUpload('cv.pdf', files.pdf);
    const key = randomUUID();
    const receipt = leadReceiptHeaders(secret, {
      receivedAt: Date.now() - 60_000,
      key,
      method: 'POST',
      path: '/api/media/data?field=resume',
      body: payload,
    });
    const send = (body: Buffer) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/media/data?field=resume',
        payload: body,
        headers: { ...headers, ...receipt, [IDEMPOTENCY_KEY_HEADER]: key },
      });
    const tampered = Buffer.from(payload);
    tampered.writeUInt8(tampered.readUInt8(tampered.length - 40) ^ 1, tampered.length - 40);
    expect((await send(tampered)).statusCode).toBe(403);
    const accepted = await send(payload);
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json<UploadResponse>().media).toBe(uploadAddress({ id: key, extension: 'pdf' }));
  });

  it("does not count a receipted lead against the client's rate; one whose receipt fails does count", async () => {
    const limited = await createTestApp({ FORM_RATE_LIMIT_MAX: '2' });
    try {
      const receivedAt = Date.now() - 60_000;
      for (let index = 0; index < 4; index++) {
        const response = await post(
          '/api/forms/subscribe',
          subscribe(`r${index}@example.com`, receivedAt - 10_000, limited),
          {
            key: randomUUID(),
            receivedAt,
            app: limited,
          },
        );
        expect(response.statusCode).toBe(201);
      }
      const plain = [];
      for (let index = 0; index < 3; index++)
        plain.push(
          (await post('/api/forms/subscribe', subscribe('p@example.com', undefined, limited), { app: limited }))
            .statusCode,
        );
      expect(plain).toEqual([201, 201, 429]);

      const refused = [];
      for (let index = 0; index < 3; index++) {
        const response = await post('/api/forms/subscribe', subscribe('q@example.com', undefined, limited), {
          key: randomUUID(),
          receivedAt,
          receiptFor: { other: index },
          app: limited,
        });
        refused.push(response.statusCode);
        if (response.statusCode === 429) expect(response.json()).toEqual({ status: 0, message: rateLimitMessage });
      }
      expect(refused).toEqual([403, 403, 429]);
    } finally {
      await limited.close();
    }
  });
});
