/**
 * The hostile corpus (issue 20): every probe that found something open, and
 * the ones already refused, kept as cases. Each asserts the refusal's status
 * and its message, imported from where the message is defined.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { strToU8 } from 'fflate';
import type { InjectOptions } from 'fastify';
import { CLOSED_JOB_MESSAGE, apiMessages } from '@site/shared/contracts';
import type { UploadResponse } from '@site/shared/contracts';
import { validationMessages } from '@site/shared/form-rules';
import { validApplication } from '@site/shared/fixtures';
import { validEnquiryValues } from '@site/shared/fixtures';
import { notificationFields } from '../features/notifications/notification-routes.ts';
import { DOCX_MAX_ENTRIES, DOCX_MAX_UNCOMPRESSED_BYTES, uploadMessages } from '@site/shared/server/upload-policy';
import { fieldErrorsMessage } from '../http/errors.ts';
import { inputMessages } from '../http/input-messages.ts';
import { rateLimitMessage } from '../http/security.ts';
import {
  cleanPdfWithPageOpenAction,
  docxWith,
  handWrittenPdf,
  pdfWithScriptInObjectStream,
  pngClaiming,
} from './hostile-files.ts';
import { multipartUpload } from '@site/shared/server/testing/multipart';
import { sampleFiles } from './sample-files.ts';
import { createTestApp } from './test-app.ts';

type Files = Awaited<ReturnType<typeof sampleFiles>>;
interface Context {
  files: Files;
  resume: string;
  photo: string;
  caseStudy: string;
  openPosition: string;
}
interface Case {
  name: string;
  request: (context: Context) => InjectOptions | Promise<InjectOptions>;
  status: number;
  /** The answer's body must contain this. */
  body: Record<string, unknown>;
}

let testApp: Awaited<ReturnType<typeof createTestApp>>;
const context = {} as Context;

async function issue(name: string, bytes: Buffer): Promise<string> {
  const { payload, headers } = multipartUpload(name, bytes);
  return (await testApp.app.inject({ method: 'POST', url: '/api/media/data', payload, headers })).json<UploadResponse>()
    .media;
}

beforeAll(async () => {
  testApp = await createTestApp();
  context.files = await sampleFiles();
  context.resume = await issue('cv.pdf', context.files.pdf);
  context.photo = await issue('me.png', context.files.png);
  const studies = (await testApp.app.inject('/api/case/study/page/data')).json<{
    data: { data: { slug: string }[] };
  }>();
  context.caseStudy = studies.data.data[0]?.slug ?? '';
  const openings = (await testApp.app.inject('/api/currunt/opening')).json<{
    data: { slug: string; position_name: string }[];
  }>().data;
  for (const opening of openings) {
    const detail = (await testApp.app.inject(`/api/currunt/opening/details/${opening.slug}`)).json<{
      data: { job_active_status: string };
    }>();
    if (detail.data.job_active_status === '1') {
      context.openPosition = opening.position_name;
      break;
    }
  }
}, 60_000);
afterAll(async () => {
  await testApp.close();
});

function form(formId: string, values: Record<string, unknown>): InjectOptions {
  return { method: 'POST', url: `/api/forms/${formId}`, payload: { values, formToken: testApp.formToken() } };
}

function enquiry(formId: keyof typeof validEnquiryValues, change: Record<string, unknown>) {
  return (c: Context) => {
    const values: Record<string, unknown> = { ...validEnquiryValues[formId] };
    if (formId === 'careers-enquiry') values.resume = c.resume;
    if (formId === 'case-study-download') values.url = c.caseStudy;
    return form(formId, { ...values, ...change });
  };
}

const contact = {
  subject: 'Free consultation request',
  Name: 'Dana Whitfield',
  Email: 'dana@example.com',
  Phone_number: '5551234567',
  Write_message_to_us: 'We need help.',
};
const notify = (payload: unknown): InjectOptions => ({
  method: 'POST',
  url: '/api/hubspot/data',
  payload: payload as object,
});

function raw(url: string, payload: string | Buffer, contentType = 'application/json'): InjectOptions {
  return { method: 'POST', url, payload, headers: { 'content-type': contentType } };
}

function upload(name: string, bytes: Buffer | ((files: Files) => Buffer | Promise<Buffer>), query = '') {
  return async (c: Context): Promise<InjectOptions> => {
    const content = typeof bytes === 'function' ? await bytes(c.files) : bytes;
    const { payload, headers } = multipartUpload(name, content);
    return { method: 'POST', url: `/api/media/data${query}`, payload, headers };
  };
}

const refusedField = (field: string, message: string) => ({ status: 0, errors: { [field]: message } });
const refused = (message: string) => ({ status: 0, message });
const singleLine = (field: string) => refused(`Invalid field "${field}": ${inputMessages.singleLinePattern}.`);
const control = validationMessages.controlCharacters;

const html = Buffer.from('<html><script>alert(1)</script></html>');
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512, 0x90)]);
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

const cases: Case[] = [
  // Item 3: the notification e-mail takes the contact payload only.
  {
    name: 'hubspot: an unknown field',
    request: () => notify({ ...contact, isAdmin: true }),
    status: 400,
    body: refused(inputMessages.unknownField('isAdmin', notificationFields)),
  },
  {
    name: 'hubspot: 1,000 unknown fields',
    request: () =>
      notify({ ...contact, ...Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`f${i}`, 'x'])) }),
    status: 400,
    body: refused(inputMessages.unknownField('f0', notificationFields)),
  },
  {
    name: 'hubspot: Bcc injected into subject',
    request: () => notify({ ...contact, subject: 'Hi\r\nBcc: victim@evil.example' }),
    status: 400,
    body: singleLine('subject'),
  },
  {
    name: 'hubspot: a header injected into Subject',
    request: () => notify({ ...contact, subject: undefined, Subject: 'Case Study\nX-Evil: 1' }),
    status: 400,
    body: singleLine('Subject'),
  },
  {
    name: 'hubspot: CR/LF in Email',
    request: () => notify({ ...contact, Email: 'dana@example.com\r\nCc: victim@evil.example' }),
    status: 400,
    body: singleLine('Email'),
  },
  {
    name: 'hubspot: NUL in Name',
    request: () => notify({ ...contact, Name: 'Dana\u0000' }),
    status: 400,
    body: singleLine('Name'),
  },
  {
    name: 'hubspot: a lone surrogate in Name',
    request: () => notify({ ...contact, Name: 'Dana \uD83D' }),
    status: 400,
    body: refusedField('Name', control),
  },
  {
    name: 'hubspot: an over-long subject',
    request: () => notify({ ...contact, subject: 'x'.repeat(201) }),
    status: 400,
    body: refused('Invalid field "subject": must NOT have more than 200 characters.'),
  },
  {
    name: 'hubspot: an array body',
    request: () => notify([contact]),
    status: 400,
    body: refused(inputMessages.notAnObject),
  },
  {
    name: 'hubspot: an invalid e-mail',
    request: () => notify({ ...contact, Email: 'not-an-email' }),
    status: 400,
    body: refusedField('Email', validationMessages.invalidEmail),
  },

  // Item 4: link fields hold only our own addresses.
  ...[
    'javascript:alert(document.domain)//x.pdf',
    'https://evil.example/malware.pdf',
    '//evil.example/cv.pdf',
    'data:application/pdf;base64,JVBERi0=',
    '/api/media/files/00000000-0000-0000-0000-000000000000.pdf',
  ].map((resume): Case => ({
    name: `careers-enquiry: resume ${resume}`,
    request: enquiry('careers-enquiry', { resume }),
    status: 400,
    body: refusedField('resume', validationMessages.resumeFormat),
  })),
  {
    name: 'careers-enquiry: a photo the store issued, as the resume',
    request: (c) => enquiry('careers-enquiry', { resume: c.photo })(c),
    status: 400,
    body: refusedField('resume', validationMessages.resumeFormat),
  },
  ...['javascript:alert(1)', 'https://evil.example/case.pdf', 'no-such-case-study'].map((url): Case => ({
    name: `case-study-download: url ${url}`,
    request: enquiry('case-study-download', { url }),
    status: 400,
    body: refusedField('url', validationMessages.unknownCaseStudy),
  })),
  {
    name: 'application: a resume_url on another site',
    request: (c) => ({
      method: 'POST',
      url: '/api/careers/application',
      payload: {
        ...validApplication(),
        PositionApplied: c.openPosition,
        resume_url: 'https://evil.example/cv.pdf',
      },
    }),
    status: 400,
    body: { Success: false, errors: expect.objectContaining({ resume_url: validationMessages.resumeFormat }) },
  },

  // Item 7: control characters in name and text fields.
  ...(
    [
      ['NUL', 'Ravi\u0000'],
      ['CR/LF', 'Ravi\r\nBcc: x@example.com'],
      ['a lone surrogate', 'Ravi\uDC00'],
      ['RLO U+202E', '\u202Eivar'],
      ['LRI U+2066', 'Ra\u2066vi'],
      ['C1 U+0085', 'Ravi\u0085'],
      ['DEL', 'Ravi\u007F'],
    ] as const
  ).map(([label, firstname]): Case => ({
    name: `consultation: ${label} in firstname`,
    request: enquiry('consultation', { firstname }),
    status: 400,
    body: refusedField('firstname', control),
  })),
  {
    name: 'partnership: a bidi override in the company name',
    request: enquiry('partnership', { companyName: 'Acme\u202Egnp.exe' }),
    status: 400,
    body: refusedField('companyName', control),
  },
  {
    name: 'general-query: NUL in the message',
    request: enquiry('general-query', { message: 'Hello\u0000' }),
    status: 400,
    body: refusedField('message', control),
  },

  // Item 12: clear errors.
  {
    name: 'application: an empty body',
    request: () => ({ method: 'POST', url: '/api/careers/application', payload: {} }),
    status: 400,
    body: {
      Success: false,
      ErrorMessage: fieldErrorsMessage,
      errors: expect.objectContaining({ PositionApplied: validationMessages.required }),
    },
  },
  {
    name: 'application: a closed or unknown position still says so',
    request: () => ({
      method: 'POST',
      url: '/api/careers/application',
      payload: { ...validApplication(), PositionApplied: 'Chief Spoofing Officer' },
    }),
    status: 400,
    body: { Success: false, ErrorMessage: CLOSED_JOB_MESSAGE },
  },
  {
    name: 'a top-level __proto__',
    request: () => raw('/api/forms/subscribe', '{"__proto__":{"isAdmin":true},"values":{},"startedAt":1}'),
    status: 400,
    body: refused(inputMessages.forbiddenKey),
  },
  {
    name: 'a nested __proto__ in the application',
    request: () => raw('/api/careers/application', '{"firstName":"Ravi","x":{"__proto__":{"polluted":1}}}'),
    status: 400,
    body: refused(inputMessages.forbiddenKey),
  },
  {
    name: 'constructor.prototype',
    request: () => raw('/api/hubspot/data', '{"constructor":{"prototype":{"polluted":1}}}'),
    status: 400,
    body: refused(inputMessages.forbiddenKey),
  },
  {
    name: 'charset=utf-16',
    request: () =>
      raw('/api/hubspot/data', Buffer.from(JSON.stringify(contact), 'utf16le'), 'application/json; charset=utf-16'),
    status: 415,
    body: refused(inputMessages.unsupportedCharset('utf-16')),
  },
  {
    name: 'charset=iso-8859-1',
    request: () => raw('/api/hubspot/data', JSON.stringify(contact), 'application/json; charset=iso-8859-1'),
    status: 415,
    body: refused(inputMessages.unsupportedCharset('iso-8859-1')),
  },
  {
    name: 'bytes that are not UTF-8',
    request: () => raw('/api/hubspot/data', Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d])),
    status: 400,
    body: refused(inputMessages.invalidUtf8),
  },
  {
    name: 'truncated JSON',
    request: () => raw('/api/hubspot/data', '{"Name":'),
    status: 400,
    body: refused(inputMessages.invalidJson),
  },
  {
    name: 'an empty JSON body',
    request: () => raw('/api/hubspot/data', ''),
    status: 400,
    body: refused(inputMessages.emptyJson),
  },

  // Item 5: uploads that cannot hurt.
  {
    name: 'a PDF whose /OpenAction runs JavaScript',
    request: upload('cv.pdf', handWrittenPdf('/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>')),
    status: 400,
    body: refusedField('media', uploadMessages.pdfActiveContent),
  },
  {
    name: 'a PDF with document-level JavaScript in /Names',
    request: upload('cv.pdf', handWrittenPdf('/Names << /JavaScript 4 0 R >>', '4 0 obj << /Names [] >> endobj\n')),
    status: 400,
    body: refusedField('media', uploadMessages.pdfActiveContent),
  },
  {
    name: 'a PDF with a /Launch action',
    request: upload('cv.pdf', handWrittenPdf('/OpenAction << /S /Launch /F (calc.exe) >>')),
    status: 400,
    body: refusedField('media', uploadMessages.pdfActiveContent),
  },
  {
    name: 'a PDF with additional actions (/AA)',
    request: upload('cv.pdf', handWrittenPdf('/AA << /WC 4 0 R >>', '4 0 obj << /S /GoTo /D [3 0 R /Fit] >> endobj\n')),
    status: 400,
    body: refusedField('media', uploadMessages.pdfActiveContent),
  },
  {
    name: 'a PDF hiding /JavaScript behind #-escapes',
    request: upload('cv.pdf', handWrittenPdf('/OpenAction << /S /J#61vaScript /J#53 (app.alert\\(1\\)) >>')),
    status: 400,
    body: refusedField('media', uploadMessages.pdfActiveContent),
  },
  {
    name: 'a PDF with its script inside a compressed object stream',
    request: upload('cv.pdf', () => pdfWithScriptInObjectStream()),
    status: 400,
    body: refusedField('media', uploadMessages.pdfActiveContent),
  },
  {
    name: 'a %PDF + HTML/script polyglot',
    request: upload('cv.pdf', (files) =>
      Buffer.concat([Buffer.from('%PDF-1.4\n<html><script>alert(1)</script>\n'), files.pdf]),
    ),
    status: 400,
    body: refusedField('media', uploadMessages.pdfPolyglot),
  },
  {
    name: 'a %PDF header over junk',
    request: upload('cv.pdf', Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(400, 0x41)])),
    status: 400,
    body: refusedField('media', uploadMessages.pdfUnreadable),
  },
  {
    name: `a .docx inflating past ${DOCX_MAX_UNCOMPRESSED_BYTES / 1024 / 1024} MiB`,
    request: upload('cv.docx', docxWith({ 'word/media/bomb.bin': new Uint8Array(DOCX_MAX_UNCOMPRESSED_BYTES + 1) })),
    status: 400,
    body: refusedField('media', uploadMessages.docxTooLarge),
  },
  {
    name: `a .docx with more than ${DOCX_MAX_ENTRIES} entries`,
    request: upload(
      'cv.docx',
      docxWith(
        Object.fromEntries(Array.from({ length: DOCX_MAX_ENTRIES }, (_, i) => [`word/x${i}.xml`, strToU8('x')])),
      ),
    ),
    status: 400,
    body: refusedField('media', uploadMessages.docxTooLarge),
  },
  {
    name: 'a .docx carrying macros',
    request: upload('cv.docx', docxWith({ 'word/vbaProject.bin': strToU8('macro') })),
    status: 400,
    body: refusedField('media', uploadMessages.docxMacros),
  },
  {
    name: 'a .docx without word/document.xml',
    request: upload('cv.docx', docxWith({ 'word/other.xml': strToU8('<x/>') }, { withoutDocument: true })),
    status: 400,
    body: refusedField('media', uploadMessages.docxUnreadable),
  },
  {
    name: 'a 16000 × 16000 PNG',
    request: upload('me.png', (files) => pngClaiming(16_000, 16_000, files.png)),
    status: 400,
    body: refusedField('media', uploadMessages.imageTooManyPixels),
  },

  // Already refused before issue 20: kept so they stay refused.
  ...(
    [
      ['PNG bytes named .pdf', 'cv.pdf', (f: Files) => f.png, validationMessages.resumeFormat],
      ['HTML named .docx', 'cv.docx', () => html, validationMessages.resumeFormat],
      ['an executable named .pdf', 'cv.pdf', () => exe, validationMessages.resumeFormat],
      ['an SVG with script named .png', 'me.png', () => svg, validationMessages.photoFormat],
      ['a plain zip named .docx', 'cv.docx', (f: Files) => f.zip, validationMessages.resumeFormat],
      ['a .exe', 'setup.exe', () => exe, validationMessages.resumeFormat],
      ['a double extension', 'cv.php.pdf', (f: Files) => f.pdf, uploadMessages.badName],
      ['path traversal', '../../etc/passwd.pdf', (f: Files) => f.pdf, uploadMessages.badName],
      ['a NUL in the file name', 'cv.pdf\u0000.php', (f: Files) => f.pdf, uploadMessages.badName],
      ['a hidden-file name', '.pdf', (f: Files) => f.pdf, uploadMessages.badName],
    ] as const
  ).map(([name, filename, bytes, message]): Case => ({
    name: `upload: ${name}`,
    request: upload(filename, bytes),
    status: 400,
    body: refusedField('media', message),
  })),
  {
    name: 'forms: a field the form does not have',
    request: () => form('subscribe', { email: 'ravi@example.com', isAdmin: true }),
    status: 400,
    body: refusedField('isAdmin', validationMessages.invalidValue),
  },
  {
    name: 'forms: an unknown form id',
    request: () => form('newsletter-2', { email: 'ravi@example.com' }),
    status: 400,
    body: { status: 0, message: expect.stringContaining('formId') },
  },
  {
    name: 'forms: an invalid e-mail',
    request: () => form('subscribe', { email: 'ravi@' }),
    status: 400,
    body: refusedField('email', validationMessages.invalidEmail),
  },
  {
    name: 'a JSON body over the limit',
    request: () => notify({ Name: 'x'.repeat(300 * 1024) }),
    status: 413,
    body: { status: 0 },
  },
  {
    name: 'an uploaded file that does not exist',
    request: () => ({ method: 'GET', url: '/api/media/files/00000000-0000-0000-0000-000000000000.pdf' }),
    status: 404,
    body: refused('File not found.'),
  },
  {
    name: 'path traversal to the database',
    request: () => ({ method: 'GET', url: '/api/media/files/..%2F..%2Fsite.db' }),
    status: 400,
    body: { status: 0 },
  },
  {
    name: 'an unknown guide slug',
    request: () => ({ method: 'GET', url: '/api/guide/detail/does-not-exist' }),
    status: 404,
    body: { status: 0, message: expect.stringMatching(/not found/i) },
  },
  {
    name: 'an unknown API path',
    request: () => ({ method: 'GET', url: '/api/does-not-exist' }),
    status: 404,
    body: refused(apiMessages.notFound),
  },
];

describe('the hostile corpus', () => {
  it('has at least 60 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
  });

  it.each(cases.map((entry) => [entry.name, entry] as const))('refuses %s', async (_name, entry) => {
    const response = await testApp.app.inject(await entry.request(context));
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: entry.status,
      body: expect.objectContaining(entry.body),
    });
  });

  it('still accepts what is valid: a clean PDF with a page-view /OpenAction, a .docx, a PNG and JPEG', async () => {
    for (const [name, bytes] of [
      ['cv.pdf', await cleanPdfWithPageOpenAction()],
      ['cv.pdf', context.files.pdf],
      ['cv.docx', context.files.docx],
      ['me.png', context.files.png],
      ['me.jpg', context.files.jpeg],
    ] as const) {
      const { payload, headers } = multipartUpload(name, bytes);
      const response = await testApp.app.inject({ method: 'POST', url: '/api/media/data', payload, headers });
      expect({ name, status: response.statusCode }).toEqual({ name, status: 201 });
    }
  });
});

describe('abuse', () => {
  it('a spoofed X-Forwarded-For from outside the trusted list does not escape the rate limit', async () => {
    const limited = await createTestApp({ FORM_RATE_LIMIT_MAX: '1' });
    const send = (i: number) =>
      limited.app.inject({
        ...notify(contact),
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-for': `10.0.${i}.1` },
      });
    expect((await send(1)).statusCode).toBe(202);
    const second = await send(2);
    expect({ status: second.statusCode, body: second.json() }).toEqual({
      status: 429,
      body: refused(rateLimitMessage),
    });
    await limited.close();
  });
});
