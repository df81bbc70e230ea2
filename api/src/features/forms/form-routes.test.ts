import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  FORM_TOKEN_MAX_AGE_MS,
  FORM_TOKEN_PATH,
  HONEYPOT_FIELD,
  MIN_FORM_FILL_MS,
  formTokenMessages,
} from '@site/shared/contracts';
import { formSchemas, validateValues, validationMessages } from '@site/shared/form-rules';
import type {
  ApiErrorBody,
  ApiValidationErrorBody,
  FormSubmissionResponse,
  FormTokenResponse,
  UploadResponse,
} from '@site/shared/contracts';
import type { FormId } from '@site/shared/form-rules';
import { validEnquiryValues } from '@site/shared/fixtures';
import { multipartUpload } from '@site/shared/server/testing/multipart';
import { sampleFiles } from '../../test/sample-files.ts';
import { signFormToken } from '@site/shared/server/form-token';
import { createTestApp, withDatabase } from '../../test/test-app.ts';
import type { StoredData } from '../../test/test-app.ts';

const consultation = {
  firstname: 'Ravi',
  email: 'ravi@example.com',
  company: 'Acme Insurance',
  services: 'data annotation',
  phone: '14155550123',
  country: 'India',
  state: 'Karnataka',
  write_your_message: 'We need help with claims intake.',
  accept_policy: true,
};

let testApp: Awaited<ReturnType<typeof createTestApp>>;
/** A resume address the upload store issued, and a case study the site has. */
let issuedResume: string;
let caseStudySlug: string;
let caseStudyPdf: string;
beforeAll(async () => {
  testApp = await createTestApp();
  const { payload, headers } = multipartUpload('cv.pdf', (await sampleFiles()).pdf);
  issuedResume = (
    await testApp.app.inject({ method: 'POST', url: '/api/media/data', payload, headers })
  ).json<UploadResponse>().media;
  const list = (await testApp.app.inject('/api/case/study/page/data')).json<{ data: { data: { slug: string }[] } }>();
  caseStudySlug = list.data.data[0]?.slug ?? '';
  caseStudyPdf = (await testApp.app.inject(`/api/case/study/details/${caseStudySlug}`)).json<{
    data: { case_Study_pdf: string };
  }>().data.case_Study_pdf;
}, 30_000);

/** The shared fixture with the links only the server can vouch for made real. */
function validValues(formId: FormId): Record<string, unknown> {
  const values = { ...validEnquiryValues[formId] };
  if (formId === 'careers-enquiry') values.resume = issuedResume;
  if (formId === 'case-study-download') values.url = caseStudySlug;
  return values;
}
afterAll(async () => {
  await testApp.close();
});

async function submit(formId: string, values: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/forms/${formId}`,
    payload: { values, formToken: testApp.formToken(), ...extra },
  });
  return {
    statusCode: response.statusCode,
    body: response.json<FormSubmissionResponse>(),
    refusal: response.json<ApiValidationErrorBody>(),
  };
}

function storedSubmissions(stored: StoredData) {
  return withDatabase(stored, (db) =>
    db.all<{ form_id: string; payload: string }>('SELECT form_id, payload FROM form_submissions ORDER BY id'),
  );
}

describe('POST /api/forms/:formId', () => {
  it('stores a valid consultation request before answering', async () => {
    const before = (await storedSubmissions(testApp.stored)).length;
    const { statusCode, body } = await submit('consultation', consultation);
    expect(statusCode).toBe(201);
    expect(body).toEqual({ status: true, id: expect.any(Number) });
    const rows = await storedSubmissions(testApp.stored);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)?.form_id).toBe('consultation');
    expect(JSON.parse(rows.at(-1)?.payload ?? '{}')).toEqual(consultation);
  });

  it("refuses invalid fields with the spec's messages and stores nothing", async () => {
    const before = (await storedSubmissions(testApp.stored)).length;
    const { statusCode, refusal } = await submit('consultation', {
      ...consultation,
      firstname: ' a ',
      email: 'ravi@',
      accept_policy: false,
    });
    expect(statusCode).toBe(400);
    expect(refusal.errors).toEqual({
      firstname: validationMessages.required,
      email: validationMessages.invalidEmail,
      accept_policy: validationMessages.acceptTerms,
    });
    expect(await storedSubmissions(testApp.stored)).toHaveLength(before);
  });

  it('refuses fields the form does not have', async () => {
    const { statusCode, refusal } = await submit('subscribe', { email: 'ravi@example.com', isAdmin: true });
    expect(statusCode).toBe(400);
    expect(refusal.errors).toEqual({ isAdmin: validationMessages.invalidValue });
  });

  it.each([
    ['subscribe', { email: 'ravi@example.com' }],
    [
      'talk-to-expert',
      { name: 'Ravi', email: 'ravi@example.com', phone: '9876543210', company: 'Acme', message: 'Call me' },
    ],
    ['case-study-download', { firstname: 'Ravi', email: 'ravi@example.com', url: 'CASE_STUDY' }],
    [
      'guide-comment',
      { blog_id: '7', name: 'Ravi', email: 'ravi@example.com', mobile: '98765-43210', comments: 'Useful' },
    ],
  ] as [string, Record<string, string>][])('accepts a valid %s form', async (formId, values) => {
    const real = values.url === 'CASE_STUDY' ? { ...values, url: caseStudySlug } : values;
    expect((await submit(formId, real)).statusCode).toBe(201);
  });

  it('answers a filled honeypot or a too-fast form as success and stores neither', async () => {
    const before = (await storedSubmissions(testApp.stored)).length;
    const honeypot = await submit('subscribe', { email: 'bot@example.com' }, { honeypot: 'http://spam.example' });
    const tooFast = await submit(
      'subscribe',
      { email: 'bot@example.com' },
      { formToken: testApp.formToken(Date.now() - 500) },
    );
    expect(honeypot.statusCode).toBe(201);
    expect(tooFast.statusCode).toBe(201);
    expect(await storedSubmissions(testApp.stored)).toHaveLength(before);
    expect(HONEYPOT_FIELD).toBe('website');
  });

  it('runs the minimum fill time from the signed token, whatever startedAt the client claims (issue 20 item 6)', async () => {
    const before = (await storedSubmissions(testApp.stored)).length;
    // A bot's `startedAt: 0` with a token issued just now: dropped, answered as success.
    const claimedEarly = await submit(
      'subscribe',
      { email: 'bot@example.com' },
      { startedAt: 0, formToken: testApp.formToken(Date.now() - MIN_FORM_FILL_MS + 1000) },
    );
    expect(claimedEarly).toMatchObject({ statusCode: 201, body: { status: true, id: 0 } });
    expect(await storedSubmissions(testApp.stored)).toHaveLength(before);
    // A person's client that still sends its own startedAt (now) is not held back by it: the token is older.
    const person = await submit('subscribe', { email: 'person@example.com' }, { startedAt: Date.now() });
    expect(person.statusCode).toBe(201);
    expect(person.body.id).toBeGreaterThan(0);
    expect(await storedSubmissions(testApp.stored)).toHaveLength(before + 1);
  });

  it.each([
    ['no token', {}, formTokenMessages.missing],
    [
      'a token signed with another secret',
      { formToken: signFormToken('not-the-secret', Date.now() - 10_000) },
      formTokenMessages.forged,
    ],
    ['a malformed token', { formToken: '0.x' }, formTokenMessages.forged],
    ['a token older than FORM_TOKEN_MAX_AGE_MS', { formToken: 'EXPIRED' }, formTokenMessages.expired],
    ['a token dated in the future', { formToken: 'FUTURE' }, formTokenMessages.future],
  ])('refuses a submission with %s (403) and says why', async (_, extra: Record<string, string>, message) => {
    const formToken =
      extra.formToken === 'EXPIRED'
        ? testApp.formToken(Date.now() - FORM_TOKEN_MAX_AGE_MS - 1000)
        : extra.formToken === 'FUTURE'
          ? testApp.formToken(Date.now() + 60_000)
          : extra.formToken;
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/forms/subscribe',
      payload: { values: { email: 'ravi@example.com' }, startedAt: 0, ...(formToken ? { formToken } : {}) },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<ApiErrorBody>()).toEqual({ status: 0, message });
  });

  it('issues a fresh token on GET, which a submission may use once the minimum fill time has passed', async () => {
    const response = await testApp.app.inject(FORM_TOKEN_PATH);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { token } = response.json<FormTokenResponse>();
    const issuedAt = Number(token.split('.')[0]);
    expect(Math.abs(issuedAt - Date.now())).toBeLessThan(5_000);
    // At once: a bot's speed, dropped; the same token is accepted by the signature check.
    const atOnce = await submit('subscribe', { email: 'quick@example.com' }, { formToken: token });
    expect(atOnce).toMatchObject({ statusCode: 201, body: { id: 0 } });
  });

  it('refuses an unknown form id', async () => {
    expect((await submit('newsletter-2', { email: 'ravi@example.com' })).statusCode).toBe(400);
  });
});

describe('submissions survive a restart', () => {
  it('keeps an accepted submission in the database after the server stops and starts', async () => {
    const first = await createTestApp();
    await first.app.inject({
      method: 'POST',
      url: '/api/forms/subscribe',
      payload: { values: { email: 'kept@example.com' }, formToken: first.formToken() },
    });
    await first.close({ keepData: true });
    const second = await createTestApp(first.stored);
    expect((await storedSubmissions(first.stored)).map((row) => JSON.parse(row.payload))).toEqual([
      { email: 'kept@example.com' },
    ]);
    await second.close();
  });
});

describe('the server applies every rule of every form', () => {
  const formIds = Object.keys(formSchemas) as FormId[];

  it.each(formIds)('%s: accepts the values that pass every rule', async (formId) => {
    expect((await submit(formId, validValues(formId))).statusCode).toBe(201);
  });

  it.each(formIds)("%s: refuses empty values with exactly the shared rules' messages", async (formId) => {
    const { statusCode, refusal } = await submit(formId, {});
    expect(statusCode).toBe(400);
    expect(refusal.errors).toEqual(validateValues(formSchemas[formId], {}));
    expect(Object.keys(refusal.errors).length).toBeGreaterThan(0);
  });

  it.each(formIds)('%s: refuses each field made invalid on its own', async (formId) => {
    const valid = validValues(formId);
    for (const field of Object.keys(valid)) {
      const values = { ...valid, [field]: typeof valid[field] === 'boolean' ? false : '' };
      const expected = validateValues(formSchemas[formId], values);
      const { statusCode, refusal } = await submit(formId, values);
      expect({ field, statusCode: statusCode === 201 ? 201 : 400, errors: refusal.errors ?? {} }).toEqual({
        field,
        statusCode: Object.keys(expected).length ? 400 : 201,
        errors: expected,
      });
    }
  });
});

describe('link fields hold only our own addresses', () => {
  const hostile = [
    'javascript:alert(document.domain)//x.pdf',
    'JavaScript:alert(1)',
    'https://evil.example/malware.pdf',
    '//evil.example/cv.pdf',
    'data:application/pdf;base64,JVBERi0=',
    '/api/media/files/00000000-0000-0000-0000-000000000000.pdf',
    '/api/media/files/../../site.db',
    'file:///etc/passwd',
  ];

  it.each(hostile)('careers-enquiry refuses the resume %p', async (resume) => {
    const { statusCode, refusal } = await submit('careers-enquiry', { ...validValues('careers-enquiry'), resume });
    expect(statusCode).toBe(400);
    expect(refusal.errors).toEqual({ resume: validationMessages.resumeFormat });
  });

  it.each([...hostile, 'javascript:alert(1)', 'no-such-case-study', '/media/case-studies/pdf/none.pdf'])(
    'case-study-download refuses the url %p',
    async (url) => {
      const { statusCode, refusal } = await submit('case-study-download', {
        ...validValues('case-study-download'),
        url,
      });
      expect(statusCode).toBe(400);
      expect(refusal.errors).toEqual({ url: validationMessages.unknownCaseStudy });
    },
  );

  it("accepts a resume the upload store issued, and a case study's slug or its PDF", async () => {
    expect((await submit('careers-enquiry', validValues('careers-enquiry'))).statusCode).toBe(201);
    expect((await submit('case-study-download', validValues('case-study-download'))).statusCode).toBe(201);
    const byPdf = { ...validValues('case-study-download'), url: caseStudyPdf };
    expect((await submit('case-study-download', byPdf)).statusCode).toBe(201);
  });

  it('refuses a photo the store issued as a resume', async () => {
    const { payload, headers } = multipartUpload('me.png', (await sampleFiles()).png);
    const photo = (
      await testApp.app.inject({ method: 'POST', url: '/api/media/data', payload, headers })
    ).json<UploadResponse>().media;
    const { refusal } = await submit('careers-enquiry', { ...validValues('careers-enquiry'), resume: photo });
    expect(refusal.errors).toEqual({ resume: validationMessages.resumeFormat });
  });
});
