// Forms that post to the shell's host (docs/decisions/010, issue 17 section 2): before its JavaScript has run, or
// without it, a form of mfe-forms posts natively to the page it is on. The host checks it with the same shared rules
// the browser uses, stores it through the API as the JavaScript path does, and answers 303 to the spec's thank-you
// route, or renders the page again with what the visitor typed and the spec's messages.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  FORM_ID_FIELD,
  FORM_POST_MAX_BODY_BYTES,
  FORM_POST_MAX_MULTIPART_BYTES,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  MIN_FORM_FILL_MS,
  SUBSCRIBED_QUERY_PARAM,
  formPostMessages,
  getRoute,
} from '@site/shared/contracts';
import type {
  CaseStudyDetailResponse,
  FormPageState,
  FormSubmissionRequest,
  NotificationPayload,
  PostedForm,
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
import { consultationNotification } from '../../mfe-forms/src/features/consultation/consultation-notification.ts';
import { CASE_STUDY_SUBJECT } from '../../mfe-forms/src/features/case-study-download/constants.ts';
import { checkFormToken, signFormToken } from '@site/shared/server/form-token';
import { isSameSitePost } from './same-site.ts';

/** The forms of mfe-forms that post natively, and where each goes once stored (forms-spec.md section 2). */
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

export function isNativeFormId(value: unknown): value is NativeFormId {
  return typeof value === 'string' && Object.hasOwn(nativeForms, value);
}

/** The file field a native post may carry (the careers enquiry's resume; forms-spec.md call 9). */
const RESUME_FIELD = 'resume';

/** A posted file, as the host received it. */
export interface PostedFile {
  name: string;
  size: number;
  file: Blob;
}

/** A native post's text fields (the last value of a repeated name) and its non-empty file, if any. */
export async function readPostedBody(
  body: Buffer,
  contentType: string,
): Promise<{ fields: Record<string, string>; file?: PostedFile }> {
  const form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  const fields: Record<string, string> = {};
  let file: PostedFile | undefined;
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields[name] = value;
    else if (name === RESUME_FIELD && value.name !== '' && value.size > 0) {
      file = { name: value.name, size: value.size, file: value };
    }
  }
  return file ? { fields, file } : { fields };
}

/** What the visitor typed into `formId`'s controls, kept whole to show again. */
export function keptValues(formId: NativeFormId, fields: Record<string, string>): Record<string, string> {
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

export interface FormPostsOptions {
  apiOrigin: string;
  /** FORM_TOKEN_SECRET, or the process's random one (form-token.ts). */
  secret: string;
  /** Origins besides the request's own that may post (SITE_ORIGINS). */
  siteOrigins?: readonly string[];
  /** Renders the page at the request's URL with this form state and status (the host's page renderer). */
  sendPage(request: FastifyRequest, reply: FastifyReply, formState: FormPageState, status?: number): Promise<unknown>;
  now?: () => number;
}

/** Status of a page rendered again for a post the rules refused. */
const REFUSED_STATUS = 422;
/** Status of a page rendered again because the API could not store the post. */
const NOT_STORED_STATUS = 502;
/** Ours: how long the host waits for the API while storing a post. */
export const FORM_POST_API_TIMEOUT_MS = 10_000;

type StoreResult = { kind: 'stored' } | { kind: 'refused'; errors: Record<string, string> } | { kind: 'failed' };

/**
 * Registers `POST` on every page path for native form posts, in a scope of
 * its own (its body parsers do not reach the /api proxy).
 */
export async function registerFormPosts(host: FastifyInstance, options: FormPostsOptions): Promise<void> {
  const { apiOrigin, secret, sendPage, now = Date.now } = options;
  const api = (path: string, ip: string, init: RequestInit) =>
    fetch(`${apiOrigin}${path}`, {
      ...init,
      signal: AbortSignal.timeout(FORM_POST_API_TIMEOUT_MS),
      // The API rate-limits per visitor, so it must see the visitor's address, not ours (as the /api proxy does).
      headers: { ...(init.headers as Record<string, string>), 'x-forwarded-for': ip },
    });

  /** Call 9: the resume, uploaded as the JavaScript path uploads it; a failure is only logged (section 8). */
  async function uploadResume(file: PostedFile, ip: string): Promise<string | undefined> {
    try {
      const body = new FormData();
      body.append('media', file.file, file.name);
      const response = await api('/api/media/data?field=resume', ip, { method: 'POST', body });
      if (!response.ok) throw new Error(`POST /api/media/data answered ${response.status}`);
      return ((await response.json()) as UploadResponse).media;
    } catch (error) {
      console.error('Uploading the resume of a form post failed', error);
      return undefined;
    }
  }

  async function store(formId: NativeFormId, request: FormSubmissionRequest, ip: string): Promise<StoreResult> {
    try {
      const response = await api(`/api/forms/${formId}`, ip, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
      });
      if (response.ok) return { kind: 'stored' };
      const body = (await response.json().catch(() => undefined)) as { errors?: Record<string, string> } | undefined;
      if (response.status === 400 && body?.errors && Object.keys(body.errors).length > 0) {
        return { kind: 'refused', errors: errorsForPostedFields(formId, body.errors) };
      }
      console.error(`Storing a ${formId} form post: the API answered ${response.status}`);
      return { kind: 'failed' };
    } catch (error) {
      console.error(`Storing a ${formId} form post failed`, error);
      return { kind: 'failed' };
    }
  }

  /** Call 8, not awaited: its result is only logged (forms-spec.md sections 7 and 8). */
  function notify(payload: NotificationPayload | undefined, ip: string): void {
    if (!payload) return;
    api('/api/hubspot/data', ip, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    }).then(
      (response) => {
        if (!response.ok) console.error(`Sending the notification e-mail: the API answered ${response.status}`);
      },
      (error: unknown) => console.error('Sending the notification e-mail failed', error),
    );
  }

  /** The page a newsletter box was sent from, saying it worked (SUBSCRIBED_QUERY_PARAM). */
  function subscribedPage(url: string): string {
    const page = new URL(url, 'http://host');
    page.searchParams.set(SUBSCRIBED_QUERY_PARAM, '1');
    return page.pathname + page.search;
  }

  /** The case study's PDF, for the download's 303; the case-study page itself when it cannot be read. */
  async function pdfOf(slug: string, ip: string): Promise<string> {
    const page = getRoute('case-studies').path;
    try {
      const response = await api(`/api/case/study/details/${encodeURIComponent(slug)}`, ip, { method: 'GET' });
      if (!response.ok) return page;
      return ((await response.json()) as CaseStudyDetailResponse).data.case_Study_pdf || page;
    } catch {
      return page;
    }
  }

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    if (!isSameSitePost(request, options.siteOrigins)) {
      return reply.code(403).type('text/plain; charset=utf-8').send(formPostMessages.crossSite);
    }
    const { fields, file } = await readPostedBody(request.body as Buffer, request.headers['content-type'] ?? '');
    const formId = fields[FORM_ID_FIELD];
    if (!isNativeFormId(formId)) return reply.code(404).send();
    const token = checkFormToken(fields[FORM_TOKEN_FIELD], secret, now());
    const values = postedToSubmissionValues(formId, fields);
    const errors = refusedFields(formId, values, file);
    // The page rendered again carries a fresh token, dated no later than the minimum fill time ago when the
    // visitor's own was valid: they already spent that time on the form, and a correction sent at once must not be
    // dropped as too fast (docs/decisions/013). A bot's too-fast first post keeps its own time.
    const tokenTime = token.ok ? Math.max(token.issuedAt, now() - MIN_FORM_FILL_MS) : now();
    const renderAgain = (posted: Omit<PostedForm, 'formId' | 'values'>, status: number) =>
      sendPage(
        request,
        reply,
        { token: signFormToken(secret, tokenTime), posted: { formId, values: keptValues(formId, fields), ...posted } },
        status,
      );
    if (!token.ok) return renderAgain({ errors, formError: formPostMessages.staleForm }, REFUSED_STATUS);
    if (Object.keys(errors).length > 0) return renderAgain({ errors }, REFUSED_STATUS);

    if (file) {
      const address = await uploadResume(file, request.ip);
      if (address) values[RESUME_FIELD] = address;
    }
    const stored = await store(
      formId,
      // The API checks the same token again and runs the minimum fill time from its signed time (docs/decisions/013).
      { values, honeypot: fields[HONEYPOT_FIELD] ?? '', formToken: fields[FORM_TOKEN_FIELD] ?? '' },
      request.ip,
    );
    if (stored.kind === 'refused') return renderAgain({ errors: stored.errors }, REFUSED_STATUS);
    if (stored.kind === 'failed') {
      return renderAgain({ errors: {}, formError: validationMessages.submitError }, NOT_STORED_STATUS);
    }
    notify(notificationFor(formId, values), request.ip);
    const target =
      formId === 'case-study-download'
        ? await pdfOf(typeof values.url === 'string' ? values.url : '', request.ip)
        : (nativeForms[formId].thankYou ?? subscribedPage(request.url));
    return reply.redirect(target, 303);
  }

  await host.register(async (scope) => {
    const asBuffer = (_request: FastifyRequest, body: Buffer, done: (error: null, body: Buffer) => void) =>
      done(null, body);
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'buffer', bodyLimit: FORM_POST_MAX_BODY_BYTES },
      asBuffer,
    );
    scope.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'buffer', bodyLimit: FORM_POST_MAX_MULTIPART_BYTES },
      asBuffer,
    );
    scope.post('/', handle);
    scope.post('/*', handle);
  });
}
