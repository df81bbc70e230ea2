// The forms of this remote posted without JavaScript (docs/decisions/010, 041): before the page's code has run, or
// without it, a form posts natively to the page it is on. The shell's host hands the post to this remote's pinned
// version (its server bundle's `handlers`), which checks it with the same shared rules the browser uses, stores it
// through the API as the JavaScript path does, and answers 303 to the spec's thank-you route, or the page again with
// what the visitor typed and the spec's messages.
import {
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  MIN_FORM_FILL_MS,
  SUBSCRIBED_QUERY_PARAM,
  formPostMessages,
  getRoute,
} from '@site/shared/contracts';
import type {
  CaseStudyDetailResponse,
  FormSubmissionRequest,
  HandlerContext,
  HandlerRequest,
  HandlerResult,
  NotificationPayload,
  PostedFile,
  PostedForm,
  ServerHandler,
  UploadResponse,
} from '@site/shared/contracts';
import {
  errorsForPostedFields,
  formSchemas,
  postedFieldNames,
  postedToSubmissionValues,
  validateResumeFile,
  validateValues,
  validationMessages,
} from '@site/shared/form-rules';
import type { FormId } from '@site/shared/form-rules';
import { CASE_STUDY_SUBJECT } from '../../features/case-study-download/constants.ts';
import { consultationNotification } from '../../features/consultation/consultation-notification.ts';

/** The forms of this remote that post natively, and where each goes once stored (forms-spec.md section 2). */
export const nativeForms = {
  consultation: { thankYou: getRoute('consultation-thankyou').path },
  'talk-to-expert': { thankYou: getRoute('consultation-thankyou').path },
  partnership: { thankYou: getRoute('partnership-thankyou').path },
  'careers-enquiry': { thankYou: getRoute('careers-thankyou').path },
  'general-query': { thankYou: getRoute('media-thankyou').path },
  // Back to the page the box is on, saying so; the case-study download goes to its PDF.
  subscribe: { thankYou: undefined },
  'case-study-download': { thankYou: undefined },
} as const satisfies Partial<Record<FormId, { thankYou: string | undefined }>>;

export type NativeFormId = keyof typeof nativeForms;

/** The file field a native post may carry (the careers enquiry's resume; forms-spec.md call 9). */
const RESUME_FIELD = 'resume';

/** Status of a page rendered again for a post the rules refused. */
export const REFUSED_STATUS = 422;
/** Status of a page rendered again because the API could not store the post. */
export const NOT_STORED_STATUS = 502;

/** What the visitor typed into `formId`'s controls, kept whole to show again. */
export function keptValues(formId: NativeFormId, fields: Readonly<Record<string, string>>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of postedFieldNames(formId)) {
    const value = fields[name];
    if (value !== undefined && name !== RESUME_FIELD) kept[name] = value;
  }
  return kept;
}

/** The refusal of a native post: each field's message from the shared rules, by the name of its control. */
export function refusedFields(
  formId: NativeFormId,
  values: Record<string, string | boolean>,
  file?: PostedFile,
): Record<string, string> {
  const errors = errorsForPostedFields(formId, validateValues(formSchemas[formId], values));
  const fileError = file && formId === 'careers-enquiry' ? validateResumeFile(file) : undefined;
  return fileError ? { ...errors, [RESUME_FIELD]: fileError } : errors;
}

/** The notification e-mail the JavaScript path sends after a stored form (forms-spec.md call 8), if any. */
export function notificationFor(
  formId: NativeFormId,
  values: Record<string, string | boolean>,
): NotificationPayload | undefined {
  const text = (name: string) => (typeof values[name] === 'string' ? values[name] : '');
  if (formId === 'consultation') {
    return consultationNotification({
      firstname: text('firstname'),
      email: text('email'),
      phone: text('phone'),
      write_your_message: text('write_your_message'),
    });
  }
  if (formId === 'case-study-download') {
    return { Subject: CASE_STUDY_SUBJECT, Name: text('firstname'), Email: text('email') };
  }
  return undefined;
}

/** The page a newsletter box was sent from, saying it worked (SUBSCRIBED_QUERY_PARAM). */
function subscribedPage(url: string): string {
  const page = new URL(url, 'http://host');
  page.searchParams.set(SUBSCRIBED_QUERY_PARAM, '1');
  return page.pathname + page.search;
}

/** Call 9: the resume, uploaded as the JavaScript path uploads it; a failure is only logged (section 8). */
async function uploadResume(file: PostedFile, context: HandlerContext): Promise<string | undefined> {
  const body = new FormData();
  body.append('media', new Blob([file.bytes], { type: file.type }), file.name);
  const outcome = await context.send('POST', '/api/media/data?field=resume', body);
  if (outcome.kind === 'done') return (outcome.body as UploadResponse).media;
  context.log.error(
    'Uploading the resume of a form post failed',
    outcome.kind === 'failed' ? { reason: outcome.reason } : { status: outcome.status },
  );
  return undefined;
}

/** The case study's PDF, for the download's 303; the case-study page itself when it cannot be read. */
async function pdfOf(slug: string, context: HandlerContext): Promise<string> {
  const page = getRoute('case-studies').path;
  const study = await context.read<CaseStudyDetailResponse>(`/api/case/study/details/${encodeURIComponent(slug)}`);
  return study?.data.case_Study_pdf || page;
}

/** Call 8, not awaited by the visitor: its result is only logged (forms-spec.md sections 7 and 8). */
function notify(payload: NotificationPayload | undefined, context: HandlerContext): void {
  if (!payload) return;
  void context.send('POST', '/api/hubspot/data', payload).then((outcome) => {
    if (outcome.kind !== 'done') context.log.error('Sending the notification e-mail failed', { outcome: outcome.kind });
  });
}

/** The handler of one native form. */
function formHandler(formId: NativeFormId): ServerHandler {
  return async (request: HandlerRequest, context: HandlerContext): Promise<HandlerResult> => {
    const fields = request.form?.fields ?? {};
    const file = request.form?.files[RESUME_FIELD];
    const now = context.now();
    const token = context.formTokens.check(fields[FORM_TOKEN_FIELD]);
    const values = postedToSubmissionValues(formId, fields);
    const errors = refusedFields(formId, values, file);
    // The page rendered again carries a fresh token, dated no later than the minimum fill time ago when the
    // visitor's own was valid: they already spent that time on the form, and a correction sent at once must not be
    // dropped as too fast (docs/decisions/013). A bot's too-fast first post keeps its own time.
    const tokenTime = token.ok ? Math.max(token.issuedAt, now - MIN_FORM_FILL_MS) : now;
    const renderAgain = (posted: Omit<PostedForm, 'formId' | 'values'>, status: number): HandlerResult => ({
      kind: 'page',
      status,
      state: {
        token: context.formTokens.sign(tokenTime),
        posted: { formId, values: keptValues(formId, fields), ...posted },
      },
    });
    if (!token.ok) return renderAgain({ errors, formError: formPostMessages.staleForm }, REFUSED_STATUS);
    if (Object.keys(errors).length > 0) return renderAgain({ errors }, REFUSED_STATUS);

    if (file) {
      const address = await uploadResume(file, context);
      if (address) values[RESUME_FIELD] = address;
    }
    // The API checks the same token again and runs the minimum fill time from its signed time (docs/decisions/013).
    const submission: FormSubmissionRequest = {
      values,
      honeypot: fields[HONEYPOT_FIELD] ?? '',
      formToken: fields[FORM_TOKEN_FIELD] ?? '',
    };
    const stored = await context.send('POST', `/api/forms/${formId}`, submission);
    if (stored.kind === 'refused') {
      const refusal = stored.body as { errors?: Record<string, string> } | undefined;
      if (stored.status === 400 && refusal?.errors && Object.keys(refusal.errors).length > 0) {
        return renderAgain({ errors: errorsForPostedFields(formId, refusal.errors) }, REFUSED_STATUS);
      }
    }
    if (stored.kind !== 'done') {
      context.log.error(`Storing a ${formId} form post failed`, { outcome: stored.kind });
      return renderAgain({ errors: {}, formError: validationMessages.submitError }, NOT_STORED_STATUS);
    }
    notify(notificationFor(formId, values), context);
    const location =
      formId === 'case-study-download'
        ? await pdfOf(typeof values.url === 'string' ? values.url : '', context)
        : (nativeForms[formId].thankYou ?? subscribedPage(request.url));
    return { kind: 'redirect', location, status: 303 };
  };
}

/** Every native form of this remote, by the form id it posts (FORM_ID_FIELD). */
export const formPostHandlers: Readonly<Record<NativeFormId, ServerHandler>> = Object.fromEntries(
  (Object.keys(nativeForms) as NativeFormId[]).map((formId) => [formId, formHandler(formId)]),
) as Record<NativeFormId, ServerHandler>;
