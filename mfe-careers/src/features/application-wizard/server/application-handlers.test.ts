/** @jest-environment node */
import { beforeEach, describe, expect, it } from '@jest/globals';
import {
  APPLICATION_DRAFT_COOKIE,
  APPLICATION_DRAFT_HOST_PATH,
  APPLICATION_FORM_ID,
  APPLY_OPENING_PARAM,
  CAREER_SELECTION_COOKIE,
  FORM_ID_FIELD,
  FORM_TOKEN_FIELD,
  getRoute,
  handlerRouteKey,
  parseCookies,
} from '@site/shared/contracts';
import type {
  ApiOutcome,
  ApplicationDraftInput,
  CareerApplicationResponse,
  FormPageState,
  HandlerRequest,
  HandlerResult,
  PostedFile,
} from '@site/shared/contracts';
import { nextInterviewSaturday, validationMessages } from '@site/shared/form-rules';
import { validApplication } from '@site/shared/fixtures';
import { fakeHandlerContext, fakeTokens } from '@site/shared/testing-server';
import type { RecordedCall } from '@site/shared/testing-server';
import { ACTION_FIELD, STEP_FIELD, applicationHandlers, mergeStep } from './application-handlers.ts';

const NOW = new Date(2025, 5, 11, 10, 0).getTime();
const APPLY = getRoute('apply-now').path;
const selection = { positionName: 'Claims Associate', departmentName: 'Operations', jdLink: '/jd/claims.pdf' };
const selectionCookie = `${CAREER_SELECTION_COOKIE}=${encodeURIComponent(JSON.stringify(selection))}`;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The API's draft, upload, opening and application calls, in memory. */
function fakeApi() {
  const drafts = new Map<string, ApplicationDraftInput>();
  const applications: Record<string, unknown>[] = [];
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
  const notFound: ApiOutcome = { kind: 'refused', status: 404, body: { status: 0, message: 'none' } };
  const answer = ({ method, path, body }: RecordedCall): ApiOutcome => {
    const draftId = /^\/api\/careers\/drafts\/(.+)$/.exec(path)?.[1];
    if (draftId && method === 'GET') {
      const draft = drafts.get(draftId);
      return draft ? { kind: 'done', status: 200, body: { id: draftId, ...draft } } : notFound;
    }
    if (draftId && method === 'PUT') {
      drafts.set(draftId, body as ApplicationDraftInput);
      return { kind: 'done', status: 200, body: { id: draftId } };
    }
    if (draftId && method === 'DELETE') {
      drafts.delete(draftId);
      return { kind: 'done', status: 204, body: undefined };
    }
    if (path.startsWith('/api/media/data')) {
      const extension = path.endsWith('photo') ? 'png' : 'pdf';
      return { kind: 'done', status: 201, body: { media: `/api/media/files/${'a'.repeat(36)}.${extension}` } };
    }
    const slug = /^\/api\/currunt\/opening\/details\/(.+)$/.exec(path)?.[1];
    if (slug !== undefined) {
      const opening = openings[slug];
      return opening ? { kind: 'done', status: 200, body: { status: true, data: opening } } : notFound;
    }
    if (path === '/api/careers/application') {
      const application = body as Record<string, unknown>;
      applications.push(application);
      const response: CareerApplicationResponse = {
        Success: true,
        ID: 'ARC-2026-3D9F0A1B',
        Email: String(application.email),
        ErrorMessage: '',
      };
      return { kind: 'done', status: 201, body: response };
    }
    return notFound;
  };
  return { drafts, applications, answer };
}

describe("the wizard without JavaScript, handled by the careers remote's version", () => {
  let backend: ReturnType<typeof fakeApi>;
  let rendered: FormPageState[];
  let cookie: string;

  beforeEach(() => {
    backend = fakeApi();
    rendered = [];
    cookie = selectionCookie;
  });

  /** Runs a handler as the host would, keeping the cookies it sets as a browser would. */
  async function run(key: string, request: Omit<HandlerRequest, 'cookies' | 'secure'>) {
    const handler = key.startsWith('POST ')
      ? applicationHandlers.forms?.[APPLICATION_FORM_ID]
      : applicationHandlers.routes?.[key];
    if (!handler) throw new Error(`no handler for ${key}`);
    const { context } = fakeHandlerContext(backend, () => NOW);
    const result = await handler({ ...request, cookies: parseCookies(cookie), secure: false }, context);
    const setCookie = (result?.cookies ?? []).join('\n');
    const id = /apply_draft=([^;]*)/.exec(setCookie)?.[1];
    if (id !== undefined) cookie = id ? `${selectionCookie}; ${APPLICATION_DRAFT_COOKIE}=${id}` : selectionCookie;
    if (result?.kind === 'page') rendered.push(result.state);
    return { result, setCookie };
  }

  function post(fields: Record<string, string>, files: Record<string, { name: string; bytes: Buffer }> = {}) {
    const token = fakeTokens.sign(new Date(2025, 5, 11, 9, 0).getTime());
    const posted: Record<string, PostedFile> = {};
    for (const [name, file] of Object.entries(files)) {
      if (file.name === '') continue;
      posted[name] = {
        name: file.name,
        type: 'application/octet-stream',
        size: file.bytes.length,
        bytes: new Uint8Array(file.bytes),
      };
    }
    return run(handlerRouteKey('POST', APPLY), {
      method: 'POST',
      url: APPLY,
      form: { fields: { [FORM_ID_FIELD]: APPLICATION_FORM_ID, [FORM_TOKEN_FIELD]: token, ...fields }, files: posted },
    });
  }
  const get = (url: string) =>
    run(handlerRouteKey('GET', new URL(url, 'http://host').pathname), { method: 'GET', url });
  const redirect = (result: HandlerResult | undefined) => (result?.kind === 'redirect' ? result.location : undefined);

  const application = validApplication();
  const stepFields = (names: string[]) => Object.fromEntries(names.map((name) => [name, String(application[name])]));

  it("chooses the job page's opening from the API, not from the visitor, and then shows the form", async () => {
    const { result, setCookie } = await get(`/apply-now?${APPLY_OPENING_PARAM}=claims-associate`);
    expect(redirect(result)).toBe('/apply-now');
    expect(setCookie).toBe(`${selectionCookie}; Path=/; SameSite=Lax`);
  });

  it('sends a visitor who chose a closed or unknown opening back to the openings, choosing nothing', async () => {
    for (const slug of ['closed-role', 'no-such-role']) {
      const { result, setCookie } = await get(`/apply-now?${APPLY_OPENING_PARAM}=${slug}`);
      expect(redirect(result)).toBe('/careers/current-openings');
      expect(setCookie).toBe('');
    }
  });

  it('sends a visitor without a chosen opening to the openings', async () => {
    cookie = '';
    const { result } = await post({ [STEP_FIELD]: '0', [ACTION_FIELD]: 'next' });
    expect(redirect(result)).toBe('/careers/current-openings');
  });

  it('renders a refused step again with the spec’s messages and every value kept, in an HttpOnly draft', async () => {
    const { result, setCookie } = await post({
      [STEP_FIELD]: '0',
      [ACTION_FIELD]: 'next',
      WillingnessforNightShift: 'No',
      SourceOfInformationType: 'Referral',
      R1Person: 'Anita',
    });
    expect(result?.kind).toBe('page');
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
    let { result } = await post({
      [STEP_FIELD]: '0',
      [ACTION_FIELD]: 'next',
      WillingnessforNightShift: 'Yes',
      SourceOfInformationType: 'Walk-In',
    });
    expect(redirect(result)).toBe('/apply-now');

    const page = await get('/apply-now');
    expect(page.result?.kind).toBe('page');
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
    ({ result } = await post(
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
      { image_url: { name: 'me.png', bytes: PNG }, resume_url: { name: '', bytes: Buffer.alloc(0) } },
    ));
    expect(result?.kind).toBe('redirect');
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

    ({ result } = await post({ [STEP_FIELD]: '2', [ACTION_FIELD]: 'previous', SchoolName10th: 'City High School' }));
    expect(result?.kind).toBe('redirect');
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
    ({ result } = await post({ [STEP_FIELD]: '2', [ACTION_FIELD]: 'next', ...education }));
    expect(result?.kind).toBe('redirect');
    ({ result } = await post({
      [STEP_FIELD]: '3',
      [ACTION_FIELD]: 'next',
      isExperienced: 'No',
      previouslyWorked: 'No',
    }));

    expect(result?.kind).toBe('redirect');
    const location = new URL(String(redirect(result)), 'http://x');
    expect(location.pathname).toBe('/career-apply-thankyou');
    const answer = JSON.parse(
      Buffer.from(location.searchParams.get('q') ?? '', 'base64').toString('utf8'),
    ) as CareerApplicationResponse;
    expect(answer).toMatchObject({ Success: true, ID: 'ARC-2026-3D9F0A1B', Email: 'ravi@example.com' });
    expect(backend.applications.at(-1)).toMatchObject({
      aadhaar: '123456789012',
      PositionApplied: 'Claims Associate',
      isExperienced: 'No',
    });
    expect(backend.drafts.has(id)).toBe(false);
    expect(cookie).toBe(selectionCookie);
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
      { image_url: { name: 'me.gif', bytes: PNG } },
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
    const { result, setCookie } = await post({ [ACTION_FIELD]: 'restart' });
    expect(result?.kind).toBe('redirect');
    expect(setCookie).toMatch(/^apply_draft=; Max-Age=0/);
    expect(backend.drafts.size).toBe(before - 1);
  });

  it('saves, serves and deletes the draft for the wizard with JavaScript through /apply-now/draft', async () => {
    const saved = await run(handlerRouteKey('PUT', APPLICATION_DRAFT_HOST_PATH), {
      method: 'PUT',
      url: APPLICATION_DRAFT_HOST_PATH,
      json: { step: 2, values: { firstName: 'Priya' } },
    });
    expect(saved.result).toMatchObject({ kind: 'json', status: 204 });
    const read = await get(APPLICATION_DRAFT_HOST_PATH);
    expect(read.result).toEqual({ kind: 'json', status: 200, body: { step: 2, values: { firstName: 'Priya' } } });
    const refused = await run(handlerRouteKey('PUT', APPLICATION_DRAFT_HOST_PATH), {
      method: 'PUT',
      url: APPLICATION_DRAFT_HOST_PATH,
      json: { step: 9, values: {} },
    });
    expect(refused.result).toMatchObject({ kind: 'json', status: 400 });

    const removed = await run(handlerRouteKey('DELETE', APPLICATION_DRAFT_HOST_PATH), {
      method: 'DELETE',
      url: APPLICATION_DRAFT_HOST_PATH,
    });
    expect(removed.result).toMatchObject({ kind: 'json', status: 204 });
    expect((await get(APPLICATION_DRAFT_HOST_PATH)).result).toMatchObject({ kind: 'json', status: 404 });
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
