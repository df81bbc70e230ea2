// The application wizard without JavaScript (docs/decisions/010): each step is a multipart form post to
// /apply-now, which the shell's host validates with the shared step rules, keeps as a draft through the API
// (keyed by an HttpOnly cookie), and answers with the next step, the same step and its messages, or, after
// the last step, a 303 to the career thank-you page. The wizard saves the same draft with JavaScript through
// /apply-now/draft, which reads the cookie scripts cannot.
import { randomBytes } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  APPLICATION_ACTION_FIELD,
  APPLICATION_DRAFT_COOKIE,
  APPLICATION_DRAFT_HOST_PATH,
  APPLICATION_DRAFT_TTL_MS,
  APPLICATION_FORM_ERROR_KEY,
  APPLICATION_FORM_ID,
  APPLICATION_STEP_FIELD,
  APPLY_OPENING_PARAM,
  CAREER_SELECTION_COOKIE,
  FORM_ID_FIELD,
  FORM_TOKEN_FIELD,
  formPostMessages,
  getRoute,
  parseCookies,
} from '@site/shared/contracts';
import type {
  ApplicationDraft,
  applicationActions,
  ApplicationDraftValues,
  CareerApplicationResponse,
  FormPageState,
  OpeningDetailResponse,
} from '@site/shared/contracts';
import {
  CAREER_STEP_COUNT,
  MAX_MESSAGE_LENGTH,
  RESUME_MAX_BYTES,
  careerApplicationPayload,
  careerApplicationSteps,
  careerApplicationValues,
  formatAadhaar,
  nextInterviewSaturday,
  sourceOfInformation,
  validateFields,
  validatePhotoFile,
  validateResumeFile,
  validationMessages,
} from '@site/shared/form-rules';
import type { FieldErrors } from '@site/shared/form-rules';
import { checkFormToken, signFormToken } from '@site/shared/server/form-token';
import { isSameSitePost } from './same-site.ts';

export const STEP_FIELD = APPLICATION_STEP_FIELD;
export const ACTION_FIELD = APPLICATION_ACTION_FIELD;
export const FORM_ERROR_KEY = APPLICATION_FORM_ERROR_KEY;
type WizardAction = (typeof applicationActions)[keyof typeof applicationActions];

const APPLY_PATH = getRoute('apply-now').path;
const OPENINGS_PATH = getRoute('current-openings').path;
const LAST_STEP = CAREER_STEP_COUNT - 1;
const PERSONAL_STEP = 1;
const DRAFT_MAX_AGE_S = APPLICATION_DRAFT_TTL_MS / 1000;
/** Ours: how long a post may wait for the API before the visitor sees the form's error. */
const API_TIMEOUT_MS = 5_000;

/** The host's page renderer (static-host.ts's sendPage), given what the page's forms render with. */
export type SendPage = (request: FastifyRequest, reply: FastifyReply, formState?: FormPageState) => Promise<unknown>;

interface ApplicationPostsOptions {
  apiOrigin: string;
  sendPage: SendPage;
  /** The host's form-token secret (form-token.ts): every step carries a token, checked like the other forms'. */
  secret: string;
  /** SITE_ORIGINS: the site's public origins, besides the one a request was made to. */
  siteOrigins?: readonly string[];
  now?: () => Date;
}

interface Selection {
  positionName: string;
  departmentName: string;
  jdLink: string;
  campaignDetail?: string;
}

interface PostedStep {
  fields: Record<string, string>;
  files: Partial<Record<UploadFieldName, { filename: string; bytes: Buffer; truncated: boolean }>>;
}

type UploadFieldName = 'image_url' | 'resume_url';
const uploadFields: Record<UploadFieldName, { kind: 'photo' | 'resume'; check: typeof validatePhotoFile }> = {
  image_url: { kind: 'photo', check: validatePhotoFile },
  resume_url: { kind: 'resume', check: validateResumeFile },
};
const isUploadField = (name: string): name is UploadFieldName => name in uploadFields;

/** Filled in from the chosen opening and the server's clock, never from what was posted. */
const FIXED_FIELDS = new Set(['deptType', 'PositionApplied', 'jdLink', 'campaignDetail', 'DateOfInterview']);
const addressPairs = [
  ['currentAddress', 'permanentAddress'],
  ['State', 'permanentState'],
  ['City', 'permanentCity'],
  ['pin', 'permanentPin'],
] as const;

const filledText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The opening chosen on the job page (its session cookie), or undefined without a complete one. */
export function readSelection(cookies: Record<string, string>): Selection | undefined {
  const text = cookies[CAREER_SELECTION_COOKIE];
  if (!text) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { positionName, departmentName, jdLink, campaignDetail } = parsed as Record<string, unknown>;
  if (!filledText(positionName) || !filledText(departmentName) || !filledText(jdLink)) return undefined;
  return { positionName, departmentName, jdLink, ...(filledText(campaignDetail) ? { campaignDetail } : {}) };
}

const newDraftId = () => randomBytes(32).toString('base64url');
const DRAFT_ID = /^[A-Za-z0-9_-]{43}$/;

function isHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https' || request.headers['x-forwarded-proto'] === 'https';
}

function draftCookie(request: FastifyRequest, id: string | undefined): string {
  const secure = isHttps(request) ? '; Secure' : '';
  const value = id === undefined ? '=; Max-Age=0' : `=${id}; Max-Age=${DRAFT_MAX_AGE_S}`;
  return `${APPLICATION_DRAFT_COOKIE}${value}; Path=${APPLY_PATH}; HttpOnly; SameSite=Lax${secure}`;
}

/** /career-apply-thankyou?q=: the API's answer as base-64 of its UTF-8 JSON, as the wizard encodes it. */
export function careerThankYouLocation(response: CareerApplicationResponse): string {
  const q = Buffer.from(JSON.stringify(response), 'utf8').toString('base64');
  return `${getRoute('career-apply-thankyou').path}?${new URLSearchParams({ q }).toString()}`;
}

/** The step's answers merged into the draft: what the step's page sends replaces what the draft had for it. */
export function mergeStep(
  step: number,
  draft: ApplicationDraftValues,
  posted: Record<string, string>,
  selection: Selection,
  now: Date,
): ApplicationDraftValues {
  const names = Object.keys(careerApplicationSteps[step]?.({ now, campaign: Boolean(selection.campaignDetail) }) ?? {});
  const values: ApplicationDraftValues = { ...draft };
  for (const name of names) {
    if (FIXED_FIELDS.has(name) || isUploadField(name)) continue;
    const value = posted[name];
    if (name === 'permanentAddressSame') values[name] = value !== undefined;
    else if (value === undefined || value === '') Reflect.deleteProperty(values, name);
    else values[name] = name === 'aadhaar' ? formatAadhaar(value) : value;
  }
  // 'Same as Current' copies the current address, as ticking it does with JavaScript.
  if (step === PERSONAL_STEP && values.permanentAddressSame === true) {
    for (const [current, permanent] of addressPairs) {
      if (values[current] !== undefined) values[permanent] = values[current];
    }
  }
  return withSelection(values, selection, now);
}

function withSelection(values: ApplicationDraftValues, selection: Selection, now: Date): ApplicationDraftValues {
  return {
    ...values,
    deptType: selection.departmentName,
    PositionApplied: selection.positionName,
    jdLink: selection.jdLink,
    campaignDetail: selection.campaignDetail ?? '',
    ...(selection.campaignDetail ? { SourceOfInformationType: sourceOfInformation.socialMedia } : {}),
    DateOfInterview: nextInterviewSaturday(now),
  };
}

/** One step's shared rules (shared/src/forms/career-*-step.ts), as the wizard's page validates it. */
export function validateStep(step: number, values: ApplicationDraftValues, selection: Selection, now: Date) {
  const rules = careerApplicationSteps[step]?.({ now, campaign: Boolean(selection.campaignDetail) }) ?? {};
  return validateFields(rules, values);
}

/** The first step (of those up to `last`) whose rules refuse the answers, with its messages. */
function firstRefusedStep(values: ApplicationDraftValues, selection: Selection, now: Date, last: number) {
  for (let step = 0; step <= last; step += 1) {
    const errors = validateStep(step, values, selection, now);
    if (Object.keys(errors).length > 0) return { step, errors };
  }
  return undefined;
}

/**
 * The opening `slug` as the job page's Apply Now chooses it (the career
 * selection), read from the API: never what the visitor sent. Undefined for
 * an unknown or closed opening, or when the API cannot be read.
 */
export async function chosenOpening(apiOrigin: string, slug: string): Promise<Selection | undefined> {
  try {
    const response = await fetch(`${apiOrigin}/api/currunt/opening/details/${encodeURIComponent(slug)}`, {
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
    if (!response.ok) return undefined;
    const { data } = (await response.json()) as OpeningDetailResponse;
    if (data.slug !== slug || data.job_active_status !== '1') return undefined;
    return { positionName: data.position_name, departmentName: data.department_name, jdLink: data.jd_data };
  } catch (error) {
    console.error('Reading the chosen opening failed', error);
    return undefined;
  }
}

/** The selection cookie as mfe-careers' career selection writes it (a session cookie for the whole site). */
function selectionCookie(request: FastifyRequest, selection: Selection): string {
  const secure = isHttps(request) ? '; Secure' : '';
  return `${CAREER_SELECTION_COOKIE}=${encodeURIComponent(JSON.stringify(selection))}; Path=/; SameSite=Lax${secure}`;
}

/** The API's draft calls (/api/careers/drafts/:id); the step there runs 1 to 4, the wizard's 0 to 3. */
function draftStore(apiOrigin: string) {
  const url = (id: string) => `${apiOrigin}/api/careers/drafts/${id}`;
  const signal = () => AbortSignal.timeout(API_TIMEOUT_MS);
  return {
    async read(id: string | undefined): Promise<{ step: number; values: ApplicationDraftValues } | undefined> {
      if (!id || !DRAFT_ID.test(id)) return undefined;
      try {
        const response = await fetch(url(id), { signal: signal() });
        if (!response.ok) return undefined;
        const draft = (await response.json()) as ApplicationDraft;
        return { step: Math.min(Math.max(draft.step - 1, 0), LAST_STEP), values: draft.values };
      } catch (error) {
        console.error('Reading an application draft failed', error);
        return undefined;
      }
    },
    async save(id: string, step: number, values: ApplicationDraftValues, ip: string): Promise<Response> {
      return fetch(url(id), {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ step: step + 1, values: careerApplicationValues(values) }),
        signal: signal(),
      });
    },
    async remove(id: string | undefined, ip: string): Promise<void> {
      if (!id || !DRAFT_ID.test(id)) return;
      try {
        await fetch(url(id), { method: 'DELETE', headers: { 'x-forwarded-for': ip }, signal: signal() });
      } catch (error) {
        console.error('Deleting an application draft failed', error);
      }
    },
  };
}

/** A multipart post's text fields, and its photo and resume files (an empty file input sends none). */
async function readPostedStep(request: FastifyRequest): Promise<PostedStep> {
  const posted: PostedStep = { fields: {}, files: {} };
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (typeof part.value === 'string' && !(part.fieldname in posted.fields)) {
        posted.fields[part.fieldname] = part.value;
      }
      continue;
    }
    if (!isUploadField(part.fieldname) || part.filename === '') {
      await part.toBuffer().catch(() => undefined);
      continue;
    }
    try {
      posted.files[part.fieldname] = { filename: part.filename, bytes: await part.toBuffer(), truncated: false };
    } catch (error) {
      if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
      posted.files[part.fieldname] = { filename: part.filename, bytes: Buffer.alloc(0), truncated: true };
    }
  }
  return posted;
}

/** Stores a posted photo or resume through POST /api/media/data, as the wizard does; the address or the refusal. */
async function uploadPosted(
  apiOrigin: string,
  name: UploadFieldName,
  file: NonNullable<PostedStep['files'][UploadFieldName]>,
  ip: string,
): Promise<{ address?: string; error?: string }> {
  const { kind, check } = uploadFields[name];
  const problem = check({ name: file.filename, size: file.truncated ? RESUME_MAX_BYTES + 1 : file.bytes.length });
  if (problem) return { error: problem };
  const body = new FormData();
  body.append('media', new Blob([new Uint8Array(file.bytes)]), file.filename);
  try {
    const response = await fetch(`${apiOrigin}/api/media/data?field=${kind}`, {
      method: 'POST',
      body,
      headers: { 'x-forwarded-for': ip },
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
    const answer = (await response.json()) as { media?: string; errors?: { media?: string } };
    if (response.ok && answer.media) return { address: answer.media };
    if (answer.errors?.media) return { error: answer.errors.media };
    console.error(`Uploading the ${kind} answered ${response.status}`);
  } catch (error) {
    // forms-spec.md section 8: an upload failure is only logged.
    console.error(`Uploading the ${kind} failed`, error);
  }
  return {};
}

/**
 * POST /apply-now (each step without JavaScript), GET /apply-now (the page
 * with the visitor's saved draft), and /apply-now/draft (the wizard's own
 * saves with JavaScript). Registered by the shell's host.
 */
export async function registerApplicationPosts(host: FastifyInstance, options: ApplicationPostsOptions) {
  const { apiOrigin, sendPage, secret, siteOrigins = [] } = options;
  const now = options.now ?? (() => new Date());
  const drafts = draftStore(apiOrigin);

  await host.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: RESUME_MAX_BYTES, files: 2, fields: 120, fieldSize: MAX_MESSAGE_LENGTH * 4, parts: 130 },
    });

    scope.get(APPLY_PATH, async (request, reply) => {
      // The job page's Apply Now before and without JavaScript: choose the opening, then the form.
      const slug = (request.query as Record<string, unknown>)[APPLY_OPENING_PARAM];
      if (typeof slug === 'string') {
        const selection = await chosenOpening(apiOrigin, slug);
        if (!selection) return reply.redirect(OPENINGS_PATH, 303);
        return reply.header('set-cookie', selectionCookie(request, selection)).redirect(APPLY_PATH, 303);
      }
      const draft = await drafts.read(parseCookies(request.headers.cookie)[APPLICATION_DRAFT_COOKIE]);
      // Without a draft the form is the page everyone gets (docs/decisions/022); with one, the visitor's own.
      if (!draft) return sendPage(request, reply);
      return sendPage(request, reply, { token: signFormToken(secret, now().getTime()), draft });
    });

    scope.post(APPLY_PATH, async (request, reply) => {
      if (!isSameSitePost(request, siteOrigins)) {
        return reply.code(403).type('text/plain; charset=utf-8').send(formPostMessages.crossSite);
      }
      if (!request.isMultipart()) return reply.code(415).type('text/plain').send('Expected a multipart form.');
      const cookies = parseCookies(request.headers.cookie);
      const selection = readSelection(cookies);
      const posted = await readPostedStep(request);
      if (!selection) return reply.redirect(OPENINGS_PATH, 303);
      if (posted.fields[FORM_ID_FIELD] !== undefined && posted.fields[FORM_ID_FIELD] !== APPLICATION_FORM_ID) {
        return reply.code(400).type('text/plain').send('Unknown form.');
      }

      const at = now();
      const savedId = cookies[APPLICATION_DRAFT_COOKIE];
      const action = posted.fields[ACTION_FIELD] as WizardAction | undefined;
      if (action === 'restart') {
        await drafts.remove(savedId, request.ip);
        return reply.header('set-cookie', draftCookie(request, undefined)).redirect(APPLY_PATH, 303);
      }

      const saved = await drafts.read(savedId);
      const id = saved && savedId ? savedId : newDraftId();
      const postedStep = Number(posted.fields[STEP_FIELD]);
      const step = Number.isInteger(postedStep) ? Math.min(Math.max(postedStep, 0), LAST_STEP) : (saved?.step ?? 0);
      const values = mergeStep(step, saved?.values ?? {}, posted.fields, selection, at);

      const uploadErrors: FieldErrors = {};
      if (step === PERSONAL_STEP) {
        for (const [name, file] of Object.entries(posted.files) as [
          UploadFieldName,
          PostedStep['files'][UploadFieldName],
        ][]) {
          if (!file) continue;
          const outcome = await uploadPosted(apiOrigin, name, file, request.ip);
          if (outcome.address) values[name] = outcome.address;
          if (outcome.error) uploadErrors[name] = outcome.error;
        }
      }

      const renderStep = async (shownStep: number, errors: FieldErrors) => {
        reply.header('set-cookie', draftCookie(request, id));
        return sendPage(request, reply, {
          token: signFormToken(secret, now().getTime()),
          draft: { step: shownStep, values },
          posted: { formId: APPLICATION_FORM_ID, values: posted.fields, errors },
        });
      };
      const keep = async (nextStep: number): Promise<boolean> => {
        try {
          const response = await drafts.save(id, nextStep, values, request.ip);
          if (response.ok) return true;
          console.error(`Saving an application draft answered ${response.status}`);
        } catch (error) {
          console.error('Saving an application draft failed', error);
        }
        return false;
      };

      // The same signed token as every other form's (form-token.ts): a forged or stale page shows the step again.
      if (!checkFormToken(posted.fields[FORM_TOKEN_FIELD], secret, at.getTime()).ok) {
        return renderStep(step, { [FORM_ERROR_KEY]: formPostMessages.staleForm });
      }

      if (action === 'previous') {
        const previous = Math.max(step - 1, 0);
        if (!(await keep(previous))) return renderStep(step, { [FORM_ERROR_KEY]: validationMessages.submitError });
        return reply.header('set-cookie', draftCookie(request, id)).redirect(APPLY_PATH, 303);
      }

      const errors = { ...validateStep(step, values, selection, at), ...uploadErrors };
      if (Object.keys(errors).length > 0) {
        await keep(step);
        return renderStep(step, errors);
      }
      if (step < LAST_STEP) {
        if (!(await keep(step + 1))) return renderStep(step, { [FORM_ERROR_KEY]: validationMessages.submitError });
        return reply.header('set-cookie', draftCookie(request, id)).redirect(APPLY_PATH, 303);
      }

      // The last step: every step again (a draft may be older than a rule), then the application as the wizard sends it.
      const refused = firstRefusedStep(values, selection, at, LAST_STEP);
      if (refused) {
        await keep(refused.step);
        return renderStep(refused.step, refused.errors);
      }
      await keep(step);
      let answer: CareerApplicationResponse | undefined;
      let status = 0;
      try {
        const response = await fetch(`${apiOrigin}/api/careers/application`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': request.ip },
          body: JSON.stringify(careerApplicationPayload(values)),
          signal: AbortSignal.timeout(API_TIMEOUT_MS),
        });
        status = response.status;
        answer = (await response.json()) as CareerApplicationResponse;
      } catch (error) {
        console.error('Submitting the career application failed', error);
      }
      if (answer && status === 201 && answer.Success) {
        await drafts.remove(id, request.ip);
        return reply
          .header('set-cookie', draftCookie(request, undefined))
          .redirect(careerThankYouLocation(answer), 303);
      }
      if (answer && status === 400 && answer.Success === false && typeof answer.ErrorMessage === 'string') {
        // A refused application goes to the thank-you page with the reason, as with JavaScript; the draft stays.
        return reply.header('set-cookie', draftCookie(request, id)).redirect(careerThankYouLocation(answer), 303);
      }
      return renderStep(step, { [FORM_ERROR_KEY]: validationMessages.submitError });
    });

    // The wizard's own saves with JavaScript: the cookie is HttpOnly, so the host reads it for the page.
    scope.get(APPLICATION_DRAFT_HOST_PATH, async (request, reply) => {
      const draft = await drafts.read(parseCookies(request.headers.cookie)[APPLICATION_DRAFT_COOKIE]);
      reply.header('cache-control', 'no-store');
      if (!draft) return reply.code(404).send({ status: 0, message: 'No saved application.' });
      return reply.send(draft);
    });

    scope.put<{ Body: { step: number; values: ApplicationDraftValues } }>(
      APPLICATION_DRAFT_HOST_PATH,
      {
        schema: {
          body: {
            type: 'object',
            required: ['step', 'values'],
            properties: {
              step: { type: 'integer', minimum: 0, maximum: LAST_STEP },
              values: { type: 'object' },
            },
          },
        },
      },
      async (request, reply) => {
        if (!isSameSitePost(request, siteOrigins))
          return reply.code(403).send({ status: 0, message: 'Cross-site saves are refused.' });
        const savedId = parseCookies(request.headers.cookie)[APPLICATION_DRAFT_COOKIE];
        const id = savedId && DRAFT_ID.test(savedId) ? savedId : newDraftId();
        try {
          const response = await drafts.save(id, request.body.step, request.body.values, request.ip);
          if (!response.ok) return reply.code(response.status).send(await response.json());
        } catch (error) {
          console.error('Saving an application draft failed', error);
          return reply.code(502).send({ status: 0, message: validationMessages.submitError });
        }
        return reply.header('set-cookie', draftCookie(request, id)).code(204).send();
      },
    );

    scope.delete(APPLICATION_DRAFT_HOST_PATH, async (request, reply) => {
      if (!isSameSitePost(request, siteOrigins))
        return reply.code(403).send({ status: 0, message: 'Cross-site saves are refused.' });
      await drafts.remove(parseCookies(request.headers.cookie)[APPLICATION_DRAFT_COOKIE], request.ip);
      return reply.header('set-cookie', draftCookie(request, undefined)).code(204).send();
    });
  });
}
