/** @jest-environment node */
import { beforeEach, describe, expect, it } from '@jest/globals';
import {
  FORM_ID_FIELD,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  MIN_FORM_FILL_MS,
  SUBSCRIBED_QUERY_PARAM,
  formPostMessages,
  getRoute,
} from '@site/shared/contracts';
import type { ApiOutcome, HandlerResult } from '@site/shared/contracts';
import { validationMessages } from '@site/shared/form-rules';
import { validEnquiryValues } from '@site/shared/fixtures';
import { fakeHandlerContext, fakeTokens, postedForm } from '@site/shared/testing-server';
import type { RecordedCall } from '@site/shared/testing-server';
import { CASE_STUDY_SUBJECT } from '../../features/case-study-download/constants.ts';
import {
  NOT_STORED_STATUS,
  REFUSED_STATUS,
  formPostHandlers,
  keptValues,
  notificationFor,
} from './form-post-handlers.ts';

const NOW = 1_800_000_000_000;
const ISSUED_AT = NOW - MIN_FORM_FILL_MS - 1000;
const CONSULTATION_PAGE = getRoute('consultation').path;

let answers: (call: RecordedCall) => ApiOutcome | undefined;
let fake: ReturnType<typeof fakeHandlerContext>;
beforeEach(() => {
  answers = () => ({ kind: 'done', status: 201, body: { status: true, id: 1 } });
  fake = fakeHandlerContext({ answer: (call) => answers(call) }, () => NOW);
});

const consultation: Record<string, string> = {
  [FORM_ID_FIELD]: 'consultation',
  [FORM_TOKEN_FIELD]: fakeTokens.sign(ISSUED_AT),
  [HONEYPOT_FIELD]: '',
  ...Object.fromEntries(
    Object.entries(validEnquiryValues.consultation).map(([name, value]) => [
      name,
      value === true ? 'on' : String(value),
    ]),
  ),
};

const post = (formId: keyof typeof formPostHandlers, fields: Record<string, string>, url = CONSULTATION_PAGE) =>
  formPostHandlers[formId](postedForm(url, fields), fake.context) as Promise<HandlerResult>;

/** Lets the notification, which the visitor does not wait for, reach the fake API. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("a form posted without JavaScript, handled by the forms remote's version", () => {
  it('stores a valid post through the API with its own token (the API checks it again), then 303s to the thank-you page and sends the notification', async () => {
    const result = await post('consultation', consultation);
    expect(result).toEqual({ kind: 'redirect', location: getRoute('consultation-thankyou').path, status: 303 });
    await settled();
    expect(fake.calls[0]).toEqual({
      method: 'POST',
      path: '/api/forms/consultation',
      body: { values: validEnquiryValues.consultation, honeypot: '', formToken: consultation[FORM_TOKEN_FIELD] },
    });
    expect(fake.calls[1]).toMatchObject({ path: '/api/hubspot/data', body: { Email: 'ravi@example.com' } });
  });

  it('shows the page again, 422, with the values kept and the rules’ messages, and a token the correction may use at once', async () => {
    const result = await post('consultation', { ...consultation, email: 'ravi@', accept_policy: '' });
    expect(fake.calls).toEqual([]);
    expect(result).toMatchObject({ kind: 'page', status: REFUSED_STATUS });
    if (result.kind !== 'page') throw new Error('expected the page again');
    expect(result.state.posted).toEqual({
      formId: 'consultation',
      values: expect.objectContaining({ email: 'ravi@', firstname: 'Ravi', accept_policy: '' }),
      errors: { email: validationMessages.invalidEmail, accept_policy: validationMessages.acceptTerms },
    });
    // Dated the minimum fill time ago: the visitor already spent it, so a correction sent at once is stored.
    expect(fakeTokens.check(result.state.token)).toEqual({ ok: true, issuedAt: NOW - MIN_FORM_FILL_MS });
    // A post sent sooner than that after its form was shown keeps its own time: the wait is not skipped.
    const tooFast = NOW - 500;
    const again = await post('consultation', {
      ...consultation,
      [FORM_TOKEN_FIELD]: fakeTokens.sign(tooFast),
      email: 'x@',
    });
    expect(again.kind === 'page' && fakeTokens.check(again.state.token)).toEqual({ ok: true, issuedAt: tooFast });
  });

  it('shows the page again when the token is forged or missing, saying the form expired, and stores nothing', async () => {
    const result = await post('consultation', { ...consultation, [FORM_TOKEN_FIELD]: 'forged' });
    expect(result.kind === 'page' && result.state.posted?.formError).toBe(formPostMessages.staleForm);
    expect(fake.calls).toEqual([]);
  });

  it("shows the API's field messages, and the spec's submit error when the API fails", async () => {
    answers = () => ({
      kind: 'refused',
      status: 400,
      body: { status: 0, message: 'x', errors: { email: validationMessages.invalidEmail } },
    });
    const refused = await post('consultation', consultation);
    expect(refused.kind === 'page' && refused.state.posted?.errors).toEqual({ email: validationMessages.invalidEmail });
    answers = () => undefined;
    const failed = await post('consultation', consultation);
    expect(failed).toMatchObject({ kind: 'page', status: NOT_STORED_STATUS });
    expect(failed.kind === 'page' && failed.state.posted?.formError).toBe(validationMessages.submitError);
  });

  it('sends a subscription back to the page it came from, saying so', async () => {
    const result = await post(
      'subscribe',
      { [FORM_TOKEN_FIELD]: fakeTokens.sign(ISSUED_AT), [HONEYPOT_FIELD]: '', email: 'asha@example.com' },
      '/guides/a-guide?x=1',
    );
    expect(result).toEqual({
      kind: 'redirect',
      location: `/guides/a-guide?x=1&${SUBSCRIBED_QUERY_PARAM}=1`,
      status: 303,
    });
  });

  it("sends a case-study download to the study's PDF, read from the API, and notifies with the spec's subject", async () => {
    answers = (call) =>
      call.path.startsWith('/api/case/study/details/')
        ? { kind: 'done', status: 200, body: { data: { case_Study_pdf: '/media/case-studies/a.pdf' } } }
        : { kind: 'done', status: 201, body: { status: true, id: 2 } };
    const result = await post('case-study-download', {
      [FORM_TOKEN_FIELD]: fakeTokens.sign(ISSUED_AT),
      [HONEYPOT_FIELD]: '',
      firstname: 'Asha',
      email: 'asha@example.com',
      url: 'a-study',
    });
    expect(result).toEqual({ kind: 'redirect', location: '/media/case-studies/a.pdf', status: 303 });
    await settled();
    expect(fake.calls.map((call) => call.path).sort()).toEqual([
      '/api/case/study/details/a-study',
      '/api/forms/case-study-download',
      '/api/hubspot/data',
    ]);
    expect(fake.calls.find((call) => call.path === '/api/hubspot/data')?.body).toEqual({
      Subject: CASE_STUDY_SUBJECT,
      Name: 'Asha',
      Email: 'asha@example.com',
    });
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
    expect(notificationFor('partnership', {})).toBeUndefined();
  });
});
