import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import {
  APPLICATION_DRAFT_COOKIE,
  APPLY_OPENING_PARAM,
  CAREER_SELECTION_COOKIE,
  FORM_ID_FIELD,
  FORM_TOKEN_FIELD,
} from '@site/shared/contracts';
import type { ApplicationDraftInput, CareerApplicationResponse, FormPageState } from '@site/shared/contracts';
import { nextInterviewSaturday, validationMessages } from '@site/shared/form-rules';
import { validApplication } from '@site/shared/fixtures';
import { ACTION_FIELD, STEP_FIELD, mergeStep, registerApplicationPosts } from './application-posts.ts';
import { signFormToken } from '@site/shared/server/form-token';

const SECRET = 'test-secret';

const HOST = 'shop.test';
const selection = { positionName: 'Claims Associate', departmentName: 'Operations', jdLink: '/jd/claims.pdf' };
const selectionCookie = `${CAREER_SELECTION_COOKIE}=${encodeURIComponent(JSON.stringify(selection))}`;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The API's draft, upload and application calls, in memory. */
async function fakeApi() {
  const drafts = new Map<string, ApplicationDraftInput>();
  const applications: Record<string, unknown>[] = [];
  const api = Fastify();
  await api.register(fastifyMultipart);
  api.get<{ Params: { id: string } }>('/api/careers/drafts/:id', async (request, reply) => {
    const draft = drafts.get(request.params.id);
    if (!draft) return reply.code(404).send({ status: 0, message: 'none' });
    return { id: request.params.id, ...draft, updatedAt: '', expiresAt: '' };
  });
  api.put<{ Params: { id: string }; Body: ApplicationDraftInput }>('/api/careers/drafts/:id', async (request) => {
    drafts.set(request.params.id, request.body);
    return { id: request.params.id, ...request.body };
  });
  api.delete<{ Params: { id: string } }>('/api/careers/drafts/:id', async (request, reply) => {
    drafts.delete(request.params.id);
    return reply.code(204).send();
  });
  api.post<{ Querystring: { field: string } }>('/api/media/data', async (request, reply) => {
    const file = await request.file();
    await file?.toBuffer();
    return reply
      .code(201)
      .send({ media: `/api/media/files/${'a'.repeat(36)}.${request.query.field === 'photo' ? 'png' : 'pdf'}` });
  });
  api.post<{ Body: Record<string, unknown> }>('/api/careers/application', async (request, reply) => {
    applications.push(request.body);
    const body: CareerApplicationResponse = {
      Success: true,
      ID: 'ARC-2026-000001',
      Email: String(request.body.email),
      ErrorMessage: '',
    };
    return reply.code(201).send(body);
  });
  // The openings the job page's Apply Now may choose: one open, one closed.
  const openings: Record<string, Record<string, string>> = {
    'claims-associate': {
      slug: 'claims-associate',
      position_name: selection.positionName,
      department_name: selection.departmentName,
      jd_data: selection.jdLink,
      job_active_status: '1',
    },
    'closed-role': {
      slug: 'closed-role',
      position_name: 'Closed',
      department_name: 'X',
      jd_data: '/jd/x.pdf',
      job_active_status: '0',
    },
  };
  api.get<{ Params: { slug: string } }>('/api/currunt/opening/details/:slug', async (request, reply) => {
    const opening = openings[request.params.slug];
    return opening ? { status: true, data: opening } : reply.code(404).send({ status: 0, message: 'none' });
  });
  await api.listen({ port: 0, host: '127.0.0.1' });
  const address = api.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { api, origin: `http://127.0.0.1:${port}`, drafts, applications };
}

/** A multipart body as a browser posts a form: text fields, and file inputs (empty ones with no name). */
function multipart(fields: Record<string, string>, files: Record<string, { name: string; bytes: Buffer }> = {}) {
  const boundary = `----wizard-${randomBytes(6).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const [name, file] of Object.entries(files)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('the wizard posted to the shell host without JavaScript', () => {
  let backend: Awaited<ReturnType<typeof fakeApi>>;
  let host: FastifyInstance;
  let rendered: FormPageState[];
  let cookie: string;

  beforeAll(async () => {
    backend = await fakeApi();
    host = Fastify();
    await registerApplicationPosts(host, {
      apiOrigin: backend.origin,
      secret: SECRET,
      now: () => new Date(2025, 5, 11, 10, 0),
      sendPage: async (_request, reply, formState) => {
        if (formState) rendered.push(formState);
        return reply.type('text/html').send('<p>page</p>');
      },
    });
  });
  afterAll(async () => {
    await host.close();
    await backend.api.close();
  });
  beforeEach(() => {
    rendered = [];
    cookie = selectionCookie;
  });

  async function post(
    fields: Record<string, string>,
    options: { origin?: string | null; files?: Parameters<typeof multipart>[1] } = {},
  ) {
    const token = signFormToken(SECRET, new Date(2025, 5, 11, 9, 0).getTime());
    const { payload, contentType } = multipart(
      { [FORM_ID_FIELD]: 'apply-now', [FORM_TOKEN_FIELD]: token, ...fields },
      options.files,
    );
    const origin = options.origin === undefined ? `http://${HOST}` : options.origin;
    const response = await host.inject({
      method: 'POST',
      url: '/apply-now',
      payload,
      headers: { host: HOST, 'content-type': contentType, cookie, ...(origin === null ? {} : { origin }) },
    });
    const setCookie = String(response.headers['set-cookie'] ?? '');
    const id = /apply_draft=([^;]*)/.exec(setCookie)?.[1];
    if (id !== undefined) cookie = id ? `${selectionCookie}; ${APPLICATION_DRAFT_COOKIE}=${id}` : selectionCookie;
    return { response, setCookie };
  }

  const application = validApplication();
  const stepFields = (names: string[]) => Object.fromEntries(names.map((name) => [name, String(application[name])]));

  it('refuses a post from another site, or one that names no origin at all', async () => {
    expect((await post({ [STEP_FIELD]: '0' }, { origin: 'https://evil.example' })).response.statusCode).toBe(403);
    expect((await post({ [STEP_FIELD]: '0' }, { origin: null })).response.statusCode).toBe(403);
  });

  it("chooses the job page's opening from the API, not from the visitor, and then shows the form", async () => {
    const response = await host.inject({ method: 'GET', url: `/apply-now?${APPLY_OPENING_PARAM}=claims-associate` });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/apply-now');
    expect(String(response.headers['set-cookie'])).toBe(`${selectionCookie}; Path=/; SameSite=Lax`);
  });

  it('sends a visitor who chose a closed or unknown opening back to the openings, choosing nothing', async () => {
    for (const slug of ['closed-role', 'no-such-role']) {
      const response = await host.inject({ method: 'GET', url: `/apply-now?${APPLY_OPENING_PARAM}=${slug}` });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/careers/current-openings');
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('sends a visitor without a chosen opening to the openings', async () => {
    cookie = '';
    const { response } = await post({ [STEP_FIELD]: '0', [ACTION_FIELD]: 'next' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/careers/current-openings');
  });

  it('renders a refused step again with the spec’s messages and every value kept, in an HttpOnly draft', async () => {
    const { response, setCookie } = await post({
      [STEP_FIELD]: '0',
      [ACTION_FIELD]: 'next',
      WillingnessforNightShift: 'No',
      SourceOfInformationType: 'Referral',
      R1Person: 'Anita',
    });
    expect(response.statusCode).toBe(200);
    expect(setCookie).toMatch(
      /^apply_draft=[A-Za-z0-9_-]{43}; Max-Age=604800; Path=\/apply-now; HttpOnly; SameSite=Lax$/,
    );
    const [state] = rendered;
    expect(state?.posted?.errors).toEqual({
      WillingnessforNightShift: validationMessages.noDayShift,
      R1Designation: validationMessages.required,
      R1Contact: validationMessages.required,
    });
    expect(state?.draft).toMatchObject({
      step: 0,
      values: { WillingnessforNightShift: 'No', R1Person: 'Anita', PositionApplied: 'Claims Associate' },
    });
  });

  it('walks all four steps with a photo and Previous Step, submits, answers 303 to the thank-you page and deletes the draft', async () => {
    let { response } = await post({
      [STEP_FIELD]: '0',
      [ACTION_FIELD]: 'next',
      WillingnessforNightShift: 'Yes',
      SourceOfInformationType: 'Walk-In',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/apply-now');

    const page = await host.inject({ method: 'GET', url: '/apply-now', headers: { host: HOST, cookie } });
    expect(page.statusCode).toBe(200);
    expect(rendered.at(-1)?.draft).toMatchObject({
      step: 1,
      values: { WillingnessforNightShift: 'Yes', DateOfInterview: nextInterviewSaturday(new Date(2025, 5, 11, 10, 0)) },
    });

    const personal = stepFields([
      'firstName',
      'lastName',
      'fatherName',
      'gender',
      'dob',
      'maritalStatus',
      'email',
      'mobile',
    ]);
    ({ response } = await post(
      {
        [STEP_FIELD]: '1',
        [ACTION_FIELD]: 'next',
        ...personal,
        aadhaar: '123456789012',
        currentAddress: '12 MG Road',
        State: 'Karnataka',
        City: 'Bengaluru',
        pin: '560001',
        permanentAddressSame: 'on',
      },
      { files: { image_url: { name: 'me.png', bytes: PNG }, resume_url: { name: '', bytes: Buffer.alloc(0) } } },
    ));
    expect(response.statusCode).toBe(303);
    const id = cookie.split(`${APPLICATION_DRAFT_COOKIE}=`)[1] ?? '';
    expect(backend.drafts.get(id)).toMatchObject({
      step: 3,
      values: {
        aadhaar: '1234-5678-9012',
        permanentAddress: '12 MG Road',
        permanentPin: '560001',
        image_url: expect.stringMatching(/\.png$/),
      },
    });

    ({ response } = await post({ [STEP_FIELD]: '2', [ACTION_FIELD]: 'previous', SchoolName10th: 'City High School' }));
    expect(response.statusCode).toBe(303);
    expect(backend.drafts.get(id)?.step).toBe(2);

    const education = stepFields([
      'SchoolName10th',
      'Board10th',
      'Percentage10th',
      'YearofPassing10th',
      'SchoolName12th',
      'Board12th',
      'Percentage12th',
      'YearofPassing12th',
      'GraduationDegree',
      'Graduation_Status_of_Completion',
      'GBoard',
      'GPercentage',
      'GYearofPassing',
      'PostGraduation',
      'otherCouseEnrolled',
    ]);
    ({ response } = await post({ [STEP_FIELD]: '2', [ACTION_FIELD]: 'next', ...education }));
    expect(response.statusCode).toBe(303);
    ({ response } = await post({
      [STEP_FIELD]: '3',
      [ACTION_FIELD]: 'next',
      isExperienced: 'No',
      previouslyWorked: 'No',
    }));

    expect(response.statusCode).toBe(303);
    const location = new URL(String(response.headers.location), 'http://x');
    expect(location.pathname).toBe('/career-apply-thankyou');
    const answer = JSON.parse(
      Buffer.from(location.searchParams.get('q') ?? '', 'base64').toString('utf8'),
    ) as CareerApplicationResponse;
    expect(answer).toMatchObject({ Success: true, ID: 'ARC-2026-000001', Email: 'ravi@example.com' });
    expect(backend.applications.at(-1)).toMatchObject({
      aadhaar: '123456789012',
      PositionApplied: 'Claims Associate',
      isExperienced: 'No',
    });
    expect(backend.drafts.has(id)).toBe(false);
    expect(String(response.headers['set-cookie'])).toMatch(/^apply_draft=; Max-Age=0/);
  });

  it('keeps a refused photo’s message on the personal step', async () => {
    await post({
      [STEP_FIELD]: '0',
      [ACTION_FIELD]: 'next',
      WillingnessforNightShift: 'Yes',
      SourceOfInformationType: 'Walk-In',
    });
    await post(
      { [STEP_FIELD]: '1', [ACTION_FIELD]: 'next', firstName: 'Ravi' },
      { files: { image_url: { name: 'me.gif', bytes: PNG } } },
    );
    expect(rendered.at(-1)?.posted?.errors).toMatchObject({
      image_url: validationMessages.photoFormat,
      lastName: validationMessages.required,
    });
    expect(rendered.at(-1)?.draft?.values).toMatchObject({ firstName: 'Ravi' });
  });

  it('starts again: the draft is deleted and the cookie cleared', async () => {
    await post({
      [STEP_FIELD]: '0',
      [ACTION_FIELD]: 'next',
      WillingnessforNightShift: 'Yes',
      SourceOfInformationType: 'Walk-In',
    });
    const before = backend.drafts.size;
    const { response, setCookie } = await post({ [ACTION_FIELD]: 'restart' });
    expect(response.statusCode).toBe(303);
    expect(setCookie).toMatch(/^apply_draft=; Max-Age=0/);
    expect(backend.drafts.size).toBe(before - 1);
  });

  it('saves, serves and deletes the draft for the wizard with JavaScript through /apply-now/draft', async () => {
    const headers = { host: HOST, origin: `http://${HOST}`, cookie: selectionCookie };
    const saved = await host.inject({
      method: 'PUT',
      url: '/apply-now/draft',
      headers,
      payload: { step: 2, values: { firstName: 'Priya' } },
    });
    expect(saved.statusCode).toBe(204);
    const id = /apply_draft=([^;]+)/.exec(String(saved.headers['set-cookie']))?.[1] ?? '';
    const withDraft = { ...headers, cookie: `${selectionCookie}; ${APPLICATION_DRAFT_COOKIE}=${id}` };
    const read = await host.inject({ method: 'GET', url: '/apply-now/draft', headers: withDraft });
    expect(read.json()).toEqual({ step: 2, values: { firstName: 'Priya' } });

    const crossSite = await host.inject({
      method: 'PUT',
      url: '/apply-now/draft',
      headers: { ...withDraft, origin: 'https://evil.example' },
      payload: { step: 0, values: {} },
    });
    expect(crossSite.statusCode).toBe(403);

    expect((await host.inject({ method: 'DELETE', url: '/apply-now/draft', headers: withDraft })).statusCode).toBe(204);
    expect((await host.inject({ method: 'GET', url: '/apply-now/draft', headers: withDraft })).statusCode).toBe(404);
  });

  it('merges one step: fixed fields from the opening, unticked boxes false, emptied fields dropped', () => {
    const merged = mergeStep(
      1,
      { firstName: 'Old', spouseName: 'X' },
      { firstName: 'New', PositionApplied: 'Forged' },
      selection,
      new Date(2025, 5, 11),
    );
    expect(merged).toMatchObject({
      firstName: 'New',
      permanentAddressSame: false,
      PositionApplied: 'Claims Associate',
    });
    expect(merged).not.toHaveProperty('spouseName');
  });
});
