import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import {
  FORM_ID_FIELD,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  MIN_FORM_FILL_MS,
  formPostMessages,
  getRoute,
} from '@site/shared/contracts';
import type { FormPageState } from '@site/shared/contracts';
import { validationMessages } from '@site/shared/form-rules';
import { validEnquiryValues } from '@site/shared/fixtures';
import { keptValues, notificationFor, readPostedBody, registerFormPosts } from './form-posts.ts';
import { checkFormToken, signFormToken } from '@site/shared/server/form-token';

const secret = 'test-secret';

describe("a native post's body", () => {
  it('reads urlencoded fields', async () => {
    const body = Buffer.from(new URLSearchParams({ firstname: 'Ravi Kumar', email: 'a@b.co' }).toString());
    expect(await readPostedBody(body, 'application/x-www-form-urlencoded')).toEqual({
      fields: { firstname: 'Ravi Kumar', email: 'a@b.co' },
    });
  });

  it('reads multipart fields and the resume; an empty file input is no file', async () => {
    const form = new FormData();
    form.append('name', 'Asha');
    form.append('resume', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'cv.pdf');
    const request = new Request('http://host/', { method: 'POST', body: form });
    const body = Buffer.from(await request.arrayBuffer());
    const read = await readPostedBody(body, request.headers.get('content-type') ?? '');
    expect(read.fields).toEqual({ name: 'Asha' });
    expect(read.file).toMatchObject({ name: 'cv.pdf', size: 8 });

    const empty = new FormData();
    empty.append('resume', new Blob([]), '');
    const emptyRequest = new Request('http://host/', { method: 'POST', body: empty });
    const emptyRead = await readPostedBody(
      Buffer.from(await emptyRequest.arrayBuffer()),
      emptyRequest.headers.get('content-type') ?? '',
    );
    expect(emptyRead.file).toBeUndefined();
  });

  it('keeps what the visitor typed into the form, and nothing else', () => {
    expect(
      keptValues('careers-enquiry', { name: 'Asha', dialCountry: 'USA', [FORM_TOKEN_FIELD]: 't', other: 'x' }),
    ).toEqual({ name: 'Asha', dialCountry: 'USA' });
  });

  it('builds the notification the JavaScript path sends after a consultation and a download, only those', () => {
    expect(notificationFor('consultation', { firstname: 'Ravi', email: 'r@x.co', phone: '1' })).toMatchObject({
      Name: 'Ravi',
      Email: 'r@x.co',
      Phone_number: '1',
    });
    expect(notificationFor('case-study-download', { firstname: 'Ravi', email: 'r@x.co' })).toEqual({
      Subject: 'Case Study',
      Name: 'Ravi',
      Email: 'r@x.co',
    });
    expect(notificationFor('partnership', {})).toBeUndefined();
  });
});

describe('the host handling a form post', () => {
  const received: { url: string; body: unknown; forwardedFor: unknown }[] = [];
  let api: FastifyInstance;
  let host: FastifyInstance;
  let rendered: { formState: FormPageState; status: number | undefined } | undefined;
  let apiAnswer: { status: number; body: unknown } = { status: 201, body: { status: true, id: 1 } };
  const now = 1_800_000_000_000;

  beforeAll(async () => {
    api = Fastify();
    api.post('/api/forms/:formId', async (request, reply) => {
      received.push({ url: request.url, body: request.body, forwardedFor: request.headers['x-forwarded-for'] });
      return reply.code(apiAnswer.status).send(apiAnswer.body);
    });
    api.post('/api/hubspot/data', async (request) => {
      received.push({ url: request.url, body: request.body, forwardedFor: request.headers['x-forwarded-for'] });
      return { status: true, id: 1 };
    });
    const apiOrigin = await api.listen({ port: 0, host: '127.0.0.1' });
    host = Fastify();
    await registerFormPosts(host, {
      apiOrigin,
      secret,
      now: () => now,
      sendPage: async (_request, reply, formState, status) => {
        rendered = { formState, status };
        return reply.code(status ?? 200).send('page');
      },
    });
  });

  afterAll(async () => {
    await host.close();
    await api.close();
  });

  beforeEach(() => {
    received.length = 0;
    rendered = undefined;
    apiAnswer = { status: 201, body: { status: true, id: 1 } };
  });

  const post = (fields: Record<string, string>, headers: Record<string, string> = { origin: 'http://localhost:80' }) =>
    host.inject({
      method: 'POST',
      url: '/book-free-consultation-call',
      headers: { host: 'localhost:80', 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(fields).toString(),
    });
  const issuedAt = now - MIN_FORM_FILL_MS - 1000;
  const consultation = {
    [FORM_ID_FIELD]: 'consultation',
    [FORM_TOKEN_FIELD]: signFormToken(secret, issuedAt),
    [HONEYPOT_FIELD]: '',
    ...Object.fromEntries(Object.entries(validEnquiryValues.consultation).map(([k, v]) => [k, v === true ? 'on' : v])),
  } as Record<string, string>;

  it('stores a valid post through the API with its signed token (the API checks it again), then 303s to the thank-you page', async () => {
    const response = await post(consultation);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(getRoute('consultation-thankyou').path);
    expect(received[0]).toEqual({
      url: '/api/forms/consultation',
      body: {
        values: validEnquiryValues.consultation,
        honeypot: '',
        formToken: consultation[FORM_TOKEN_FIELD],
      },
      forwardedFor: '127.0.0.1',
    });
    // The notification e-mail follows, not awaited (its result is only logged).
    for (let waited = 0; received.length < 2 && waited < 2000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(received[1]).toMatchObject({ url: '/api/hubspot/data', body: { Email: 'ravi@example.com' } });
  });

  it('refuses a post from another site with 403 and stores nothing', async () => {
    const response = await post(consultation, { origin: 'http://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.body).toBe(formPostMessages.crossSite);
    expect(received).toEqual([]);
  });

  it('renders the page again, 422, with the values kept and the rules’ messages, and a token the correction may use at once', async () => {
    const response = await post({ ...consultation, email: 'ravi@', accept_policy: '' });
    expect(response.statusCode).toBe(422);
    expect(received).toEqual([]);
    expect(rendered?.status).toBe(422);
    expect(rendered?.formState.posted).toEqual({
      formId: 'consultation',
      values: expect.objectContaining({ email: 'ravi@', firstname: 'Ravi', accept_policy: '' }),
      errors: { email: validationMessages.invalidEmail, accept_policy: validationMessages.acceptTerms },
    });
    // Dated the minimum fill time ago: the visitor already spent it, so a correction sent at once is stored.
    expect(checkFormToken(rendered?.formState.token, secret, now)).toEqual({
      ok: true,
      issuedAt: now - MIN_FORM_FILL_MS,
    });
    // A post sent sooner than that after its form was shown keeps its own time: the wait is not skipped.
    const tooFast = now - 500;
    await post({ ...consultation, [FORM_TOKEN_FIELD]: signFormToken(secret, tooFast), email: 'ravi@' });
    expect(checkFormToken(rendered?.formState.token, secret, now)).toEqual({ ok: true, issuedAt: tooFast });
  });

  it('renders the page again when the token is forged or missing, saying the form expired', async () => {
    const response = await post({ ...consultation, [FORM_TOKEN_FIELD]: `${issuedAt}.forged` });
    expect(response.statusCode).toBe(422);
    expect(rendered?.formState.posted?.formError).toBe(formPostMessages.staleForm);
    expect(received).toEqual([]);
  });

  it("shows the API's field messages, and the spec's submit error when the API fails", async () => {
    apiAnswer = { status: 400, body: { status: 0, message: 'x', errors: { email: validationMessages.invalidEmail } } };
    expect((await post(consultation)).statusCode).toBe(422);
    expect(rendered?.formState.posted?.errors).toEqual({ email: validationMessages.invalidEmail });
    apiAnswer = { status: 500, body: { status: 0, message: 'down' } };
    expect((await post(consultation)).statusCode).toBe(502);
    expect(rendered?.formState.posted?.formError).toBe(validationMessages.submitError);
  });

  it('answers 404 to a post that names no form of this site', async () => {
    expect((await post({ [FORM_ID_FIELD]: 'guide-comment' })).statusCode).toBe(404);
  });
});
