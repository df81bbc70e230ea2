// The leads the load sends, as visitors send them: three forms posted natively (no JavaScript: the page's own form,
// to the page's address, with its hidden form id, signed token and empty honeypot), one of them with a resume, and
// one form posted as JSON to /api/forms/<id> as the JavaScript path does, with an idempotency key. Each lead carries
// an e-mail address of its own, by which it is found in the database.
import { randomUUID } from 'node:crypto';
import {
  FORM_ID_FIELD,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  IDEMPOTENCY_KEY_HEADER,
  MIN_FORM_FILL_MS,
  getRoute,
} from '@site/shared/contracts';
import { validEnquiryValues } from '@site/shared/fixtures';
import { CONTACT_PHONE_DIGITS, DEFAULT_DIAL_COUNTRY, whereDidYouGotToKnowOptions } from '@site/shared/form-rules';
import type { FormId } from '@site/shared/form-rules';
import { signFormToken } from '@site/shared/server/form-token';

/** The smallest file the API's magic-byte check takes for a PDF (as the end-to-end tests upload). */
export const MINIMAL_PDF = '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
/** Ours: the token is signed this much longer ago than the minimum fill time, as a visitor who took their time. */
const FILL_MARGIN_MS = 2_000;

export type LeadKind = 'partnership' | 'json' | 'consultation' | 'careers';
/** The order the load sends them in, over and over. */
export const LEAD_KINDS: readonly LeadKind[] = ['partnership', 'json', 'consultation', 'careers'];

export const leadLabels: Record<LeadKind, string> = {
  partnership: 'partnership form, posted natively',
  json: 'talk-to-expert form, JSON with an idempotency key',
  consultation: 'consultation form, posted natively (a notification e-mail follows)',
  careers: 'careers enquiry with a resume, posted natively (multipart)',
};

/** The form of each kind, as stored in form_submissions.form_id. */
export const leadForms: Record<LeadKind, FormId> = {
  partnership: 'partnership',
  json: 'talk-to-expert',
  consultation: 'consultation',
  careers: 'careers-enquiry',
};

/** A lead as an HTTP request to the front balancer, and how to tell it was acknowledged. */
export interface LeadRequest {
  path: string;
  headers: Record<string, string>;
  body: Buffer;
  /** A native post is acknowledged by the 303 to its thank-you page; the JSON post by a 2xx. */
  thankYou: string | undefined;
}

const text = (value: unknown) => (typeof value === 'boolean' ? (value ? 'on' : '') : String(value));

function nativeFields(formId: FormId, token: string, values: Record<string, string>): Record<string, string> {
  return { [FORM_ID_FIELD]: formId, [FORM_TOKEN_FIELD]: token, [HONEYPOT_FIELD]: '', ...values };
}

function fixtureValues(formId: FormId, email: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries({ ...validEnquiryValues[formId], email }).map(([name, value]) => [name, text(value)]),
  );
}

/** The request for one lead of `kind` from `email`, its token signed with the site's FORM_TOKEN_SECRET. */
export async function leadRequest(kind: LeadKind, email: string, secret: string, origin: string): Promise<LeadRequest> {
  const token = signFormToken(secret, Date.now() - MIN_FORM_FILL_MS - FILL_MARGIN_MS);
  // The browser's own: a form of this site's pages posts with the site's origin.
  const site = { origin, referer: `${origin}/` };
  const urlEncoded = (path: string, fields: Record<string, string>, thankYou: string): LeadRequest => ({
    path,
    headers: { ...site, 'content-type': 'application/x-www-form-urlencoded' },
    body: Buffer.from(new URLSearchParams(fields).toString()),
    thankYou,
  });
  switch (kind) {
    case 'partnership':
      return urlEncoded(
        getRoute('contact').path,
        nativeFields('partnership', token, fixtureValues('partnership', email)),
        getRoute('partnership-thankyou').path,
      );
    case 'consultation':
      return urlEncoded(
        getRoute('consultation').path,
        nativeFields('consultation', token, fixtureValues('consultation', email)),
        getRoute('consultation-thankyou').path,
      );
    case 'json':
      return {
        path: `/api/forms/${leadForms.json}`,
        headers: { ...site, 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
        body: Buffer.from(
          JSON.stringify({
            values: { ...validEnquiryValues['talk-to-expert'], email },
            honeypot: '',
            formToken: token,
          }),
        ),
        thankYou: undefined,
      };
    case 'careers': {
      const form = new FormData();
      const fields = nativeFields('careers-enquiry', token, {
        name: 'Asha Rao',
        email,
        dialCountry: DEFAULT_DIAL_COUNTRY ?? '',
        phone: '9'.repeat(CONTACT_PHONE_DIGITS),
        whereUDoFindUs: 'A job fair',
        whereDidYouGotToKnow: whereDidYouGotToKnowOptions[0],
      });
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('resume', new Blob([MINIMAL_PDF], { type: 'application/pdf' }), 'resume.pdf');
      const encoded = new Request('http://host/', { method: 'POST', body: form });
      return {
        path: `${getRoute('contact').path}?tab=careers`,
        headers: { ...site, 'content-type': encoded.headers.get('content-type') ?? 'multipart/form-data' },
        body: Buffer.from(await encoded.arrayBuffer()),
        thankYou: getRoute('careers-thankyou').path,
      };
    }
  }
}
