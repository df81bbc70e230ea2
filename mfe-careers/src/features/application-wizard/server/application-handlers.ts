// The application wizard without JavaScript (docs/decisions/010, 041): each step is a multipart form post to
// /apply-now, which this remote's pinned version (run by the shell's host) validates with the shared step rules,
// keeps as a draft through the API (keyed by an HttpOnly cookie), and answers with the next step, the same step and
// its messages, or, after the last step, a 303 to the career thank-you page. The wizard saves the same draft with
// JavaScript through /apply-now/draft, which reads the cookie scripts cannot.
import { randomBytes } from 'node:crypto';
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
  FORM_TOKEN_FIELD,
  formPostMessages,
  getRoute,
  handlerRouteKey,
} from '@site/shared/contracts';
import type {
  ApplicationDraft,
  ApplicationDraftValues,
  CareerApplicationResponse,
  HandlerContext,
  HandlerRequest,
  HandlerResult,
  OpeningDetailResponse,
  PostedFile,
  RemoteServerHandlers,
  ServerHandler,
  applicationActions,
} from '@site/shared/contracts';
import {
  CAREER_STEP_COUNT,
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

export const STEP_FIELD = APPLICATION_STEP_FIELD;
export const ACTION_FIELD = APPLICATION_ACTION_FIELD;
export const FORM_ERROR_KEY = APPLICATION_FORM_ERROR_KEY;
type WizardAction = (typeof applicationActions)[keyof typeof applicationActions];

const APPLY_PATH = getRoute('apply-now').path;
const OPENINGS_PATH = getRoute('current-openings').path;
const LAST_STEP = CAREER_STEP_COUNT - 1;
const PERSONAL_STEP = 1;
const DRAFT_MAX_AGE_S = APPLICATION_DRAFT_TTL_MS / 1000;

interface Selection {
  positionName: string;
  departmentName: string;
  jdLink: string;
  campaignDetail?: string;
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
export function readSelection(cookies: Readonly<Record<string, string>>): Selection | undefined {
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

function draftCookie(request: HandlerRequest, id: string | undefined): string {
  const secure = request.secure ? '; Secure' : '';
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
  posted: Readonly<Record<string, string>>,
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
 * The opening `slug` as the job page's Apply Now chooses it (the career selection), read from the API: never what
 * the visitor sent. Undefined for an unknown or closed opening, or when the API cannot be read.
 */
export async function chosenOpening(slug: string, context: HandlerContext): Promise<Selection | undefined> {
  const opening = await context.read<OpeningDetailResponse>(`/api/currunt/opening/details/${encodeURIComponent(slug)}`);
  if (!opening) return undefined;
  const { data } = opening;
  if (data.slug !== slug || data.job_active_status !== '1') return undefined;
  return { positionName: data.position_name, departmentName: data.department_name, jdLink: data.jd_data };
}

/** The selection cookie as the career selection writes it (a session cookie for the whole site). */
function selectionCookie(request: HandlerRequest, selection: Selection): string {
  const secure = request.secure ? '; Secure' : '';
  return `${CAREER_SELECTION_COOKIE}=${encodeURIComponent(JSON.stringify(selection))}; Path=/; SameSite=Lax${secure}`;
}

/** The API's draft calls (/api/careers/drafts/:id); the step there runs 1 to 4, the wizard's 0 to 3. */
function draftStore(context: HandlerContext) {
  const path = (id: string) => `/api/careers/drafts/${id}`;
  return {
    async read(id: string | undefined): Promise<{ step: number; values: ApplicationDraftValues } | undefined> {
      if (!id || !DRAFT_ID.test(id)) return undefined;
      const draft = await context.read<ApplicationDraft>(path(id));
      if (!draft) return undefined;
      return { step: Math.min(Math.max(draft.step - 1, 0), LAST_STEP), values: draft.values };
    },
    save(id: string, step: number, values: ApplicationDraftValues) {
      return context.send('PUT', path(id), { step: step + 1, values: careerApplicationValues(values) });
    },
    async remove(id: string | undefined): Promise<void> {
      if (!id || !DRAFT_ID.test(id)) return;
      const outcome = await context.send('DELETE', path(id));
      if (outcome.kind === 'failed')
        context.log.error('Deleting an application draft failed', { reason: outcome.reason });
    },
  };
}

/** Stores a posted photo or resume through POST /api/media/data, as the wizard does; the address or the refusal. */
async function uploadPosted(
  name: UploadFieldName,
  file: PostedFile,
  context: HandlerContext,
): Promise<{ address?: string; error?: string }> {
  const { kind, check } = uploadFields[name];
  const problem = check({ name: file.name, size: file.size });
  if (problem) return { error: problem };
  const body = new FormData();
  body.append('media', new Blob([file.bytes]), file.name);
  const outcome = await context.send('POST', `/api/media/data?field=${kind}`, body);
  const answer =
    outcome.kind === 'failed' ? undefined : (outcome.body as { media?: string; errors?: { media?: string } });
  if (outcome.kind === 'done' && answer?.media) return { address: answer.media };
  if (answer?.errors?.media) return { error: answer.errors.media };
  // forms-spec.md section 8: an upload failure is only logged.
  context.log.error(`Uploading the ${kind} failed`, { outcome: outcome.kind });
  return {};
}

/** GET /apply-now: the job page's Apply Now (choose the opening), the visitor's saved draft, or the page as it is. */
const showForm: ServerHandler = async (request, context) => {
  const slug = new URL(request.url, 'http://host').searchParams.get(APPLY_OPENING_PARAM);
  if (slug !== null) {
    const selection = await chosenOpening(slug, context);
    if (!selection) return { kind: 'redirect', location: OPENINGS_PATH, status: 303 };
    return { kind: 'redirect', location: APPLY_PATH, status: 303, cookies: [selectionCookie(request, selection)] };
  }
  const draft = await draftStore(context).read(request.cookies[APPLICATION_DRAFT_COOKIE]);
  // Without a draft the form is the page everyone gets (docs/decisions/022); with one, the visitor's own.
  if (!draft) return undefined;
  return { kind: 'page', state: { token: context.formTokens.sign(context.now()), draft } };
};

/** POST /apply-now: one step of the wizard without JavaScript. */
const postStep: ServerHandler = async (request, context): Promise<HandlerResult> => {
  const drafts = draftStore(context);
  const fields = request.form?.fields ?? {};
  const files = request.form?.files ?? {};
  const selection = readSelection(request.cookies);
  if (!selection) return { kind: 'redirect', location: OPENINGS_PATH, status: 303 };

  const at = new Date(context.now());
  const savedId = request.cookies[APPLICATION_DRAFT_COOKIE];
  const action = fields[ACTION_FIELD] as WizardAction | undefined;
  if (action === 'restart') {
    await drafts.remove(savedId);
    return { kind: 'redirect', location: APPLY_PATH, status: 303, cookies: [draftCookie(request, undefined)] };
  }

  const saved = await drafts.read(savedId);
  const id = saved && savedId ? savedId : newDraftId();
  const postedStep = Number(fields[STEP_FIELD]);
  const step = Number.isInteger(postedStep) ? Math.min(Math.max(postedStep, 0), LAST_STEP) : (saved?.step ?? 0);
  const values = mergeStep(step, saved?.values ?? {}, fields, selection, at);
  const keptDraft = [draftCookie(request, id)];

  const uploadErrors: FieldErrors = {};
  if (step === PERSONAL_STEP) {
    for (const name of Object.keys(uploadFields) as UploadFieldName[]) {
      const file = files[name];
      if (!file) continue;
      const outcome = await uploadPosted(name, file, context);
      if (outcome.address) values[name] = outcome.address;
      if (outcome.error) uploadErrors[name] = outcome.error;
    }
  }

  const renderStep = (shownStep: number, errors: FieldErrors): HandlerResult => ({
    kind: 'page',
    cookies: keptDraft,
    state: {
      token: context.formTokens.sign(context.now()),
      draft: { step: shownStep, values },
      posted: { formId: APPLICATION_FORM_ID, values: { ...fields }, errors },
    },
  });
  const keep = async (nextStep: number): Promise<boolean> => {
    const outcome = await drafts.save(id, nextStep, values);
    if (outcome.kind === 'done') return true;
    context.log.error('Saving an application draft failed', { outcome: outcome.kind });
    return false;
  };
  const next: HandlerResult = { kind: 'redirect', location: APPLY_PATH, status: 303, cookies: keptDraft };

  // The same signed token as every other form's: a forged or stale page shows the step again.
  if (!context.formTokens.check(fields[FORM_TOKEN_FIELD]).ok) {
    return renderStep(step, { [FORM_ERROR_KEY]: formPostMessages.staleForm });
  }

  if (action === 'previous') {
    const previous = Math.max(step - 1, 0);
    if (!(await keep(previous))) return renderStep(step, { [FORM_ERROR_KEY]: validationMessages.submitError });
    return next;
  }

  const errors = { ...validateStep(step, values, selection, at), ...uploadErrors };
  if (Object.keys(errors).length > 0) {
    await keep(step);
    return renderStep(step, errors);
  }
  if (step < LAST_STEP) {
    if (!(await keep(step + 1))) return renderStep(step, { [FORM_ERROR_KEY]: validationMessages.submitError });
    return next;
  }

  // The last step: every step again (a draft may be older than a rule), then the application as the wizard sends it.
  const refused = firstRefusedStep(values, selection, at, LAST_STEP);
  if (refused) {
    await keep(refused.step);
    return renderStep(refused.step, refused.errors);
  }
  await keep(step);
  const sent = await context.send('POST', '/api/careers/application', careerApplicationPayload(values));
  const answer = sent.kind === 'failed' ? undefined : (sent.body as CareerApplicationResponse | undefined);
  if (sent.kind === 'done' && answer?.Success) {
    await drafts.remove(id);
    return {
      kind: 'redirect',
      location: careerThankYouLocation(answer),
      status: 303,
      cookies: [draftCookie(request, undefined)],
    };
  }
  if (
    sent.kind === 'refused' &&
    sent.status === 400 &&
    answer?.Success === false &&
    typeof answer.ErrorMessage === 'string'
  ) {
    // A refused application goes to the thank-you page with the reason, as with JavaScript; the draft stays.
    return { kind: 'redirect', location: careerThankYouLocation(answer), status: 303, cookies: keptDraft };
  }
  context.log.error('Submitting the career application failed', { outcome: sent.kind });
  return renderStep(step, { [FORM_ERROR_KEY]: validationMessages.submitError });
};

/** GET /apply-now/draft: the wizard with JavaScript reads its saved draft (the cookie is HttpOnly). */
const readDraft: ServerHandler = async (request, context) => {
  const draft = await draftStore(context).read(request.cookies[APPLICATION_DRAFT_COOKIE]);
  if (!draft) return { kind: 'json', status: 404, body: { status: 0, message: 'No saved application.' } };
  return { kind: 'json', status: 200, body: draft };
};

/** A draft the wizard saves with JavaScript: `{ step, values }`, the step 0 to 3. */
function draftInput(json: unknown): { step: number; values: ApplicationDraftValues } | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const { step, values } = json as Record<string, unknown>;
  if (typeof step !== 'number' || !Number.isInteger(step) || step < 0 || step > LAST_STEP) return undefined;
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return undefined;
  return { step, values: values as ApplicationDraftValues };
}

/** PUT /apply-now/draft: the wizard saves as the visitor goes. */
const saveDraft: ServerHandler = async (request, context) => {
  const input = draftInput(request.json);
  if (!input) return { kind: 'json', status: 400, body: { status: 0, message: 'Expected { step, values }.' } };
  const savedId = request.cookies[APPLICATION_DRAFT_COOKIE];
  const id = savedId && DRAFT_ID.test(savedId) ? savedId : newDraftId();
  const outcome = await draftStore(context).save(id, input.step, input.values);
  if (outcome.kind === 'refused') return { kind: 'json', status: outcome.status, body: outcome.body };
  if (outcome.kind === 'failed') {
    context.log.error('Saving an application draft failed', { reason: outcome.reason });
    return { kind: 'json', status: 502, body: { status: 0, message: validationMessages.submitError } };
  }
  return { kind: 'json', status: 204, cookies: [draftCookie(request, id)] };
};

/** DELETE /apply-now/draft: Start again. */
const deleteDraft: ServerHandler = async (request, context) => {
  await draftStore(context).remove(request.cookies[APPLICATION_DRAFT_COOKIE]);
  return { kind: 'json', status: 204, cookies: [draftCookie(request, undefined)] };
};

/** The wizard's handlers, which the shell's host runs for this remote's pinned version. */
export const applicationHandlers: RemoteServerHandlers = {
  forms: { [APPLICATION_FORM_ID]: postStep },
  routes: {
    [handlerRouteKey('GET', APPLY_PATH)]: showForm,
    [handlerRouteKey('GET', APPLICATION_DRAFT_HOST_PATH)]: readDraft,
    [handlerRouteKey('PUT', APPLICATION_DRAFT_HOST_PATH)]: saveDraft,
    [handlerRouteKey('DELETE', APPLICATION_DRAFT_HOST_PATH)]: deleteDraft,
  },
};
