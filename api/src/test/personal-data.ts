// Test-only (issue 51): one person's records made through the API as a visitor makes them, and the raw bytes of
// where they are kept (the database's files, the upload store's), for tests that look for a trace of them.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { nextInterviewSaturday } from '@site/shared/form-rules';
import type {
  ApplicationDraft,
  CareerApplicationResponse,
  OpeningListResponse,
  UploadResponse,
} from '@site/shared/contracts';
import { validApplication } from '@site/shared/fixtures';
import { validEnquiryValues } from '@site/shared/fixtures';
import { DATABASE_FILE } from '../db/database.ts';
import { multipartUpload } from '@site/shared/server/testing/multipart';
import { sampleFiles } from './sample-files.ts';
import type { StoredData, createTestApp } from './test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  /** Twelve digits, as the application stores it. */
  aadhaar: string;
}

/** Two applicants with names and numbers found nowhere else in the seed or the schema. */
export const people = {
  priyanka: {
    firstName: 'Priyanka',
    lastName: 'Venkataraman',
    email: 'priyanka.venkataraman@example.org',
    aadhaar: '482915736204',
  },
  tobias: { firstName: 'Tobias', lastName: 'Quennell', email: 'tobias.quennell@example.net', aadhaar: '739104628351' },
} satisfies Record<string, Person>;

/** The Aadhaar number as the wizard shows it (`4829-1573-6204`). */
export const formattedAadhaar = (digits: string) => digits.match(/.{1,4}/g)?.join('-') ?? digits;

/** The name of a position that is open, for an application that is accepted. */
export async function openPosition(testApp: TestApp): Promise<string> {
  const openings = (await testApp.app.inject('/api/currunt/opening')).json<OpeningListResponse>().data;
  for (const opening of openings) {
    const detail = await testApp.app.inject(`/api/currunt/opening/details/${opening.slug}`);
    if (detail.json<{ data: { job_active_status: string } }>().data.job_active_status === '1') {
      return opening.position_name;
    }
  }
  throw new Error('No open position in the seed');
}

export async function upload(testApp: TestApp, name: string, bytes: Buffer, field: 'photo' | 'resume') {
  const { payload, headers } = multipartUpload(name, bytes);
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/media/data?field=${field}`,
    payload,
    headers,
  });
  if (response.statusCode !== 201) throw new Error(`Upload answered ${response.statusCode}: ${response.body}`);
  return response.json<UploadResponse>().media;
}

async function expectStatus(response: { statusCode: number; body: string }, status: number, what: string) {
  if (response.statusCode !== status) throw new Error(`${what} answered ${response.statusCode}: ${response.body}`);
}

export interface PersonRecords {
  /** The addresses of the person's photo and two resumes. */
  uploads: string[];
  registrationId: string;
  draftId: string;
}

/**
 * Everything a visitor can leave: a consultation, a notification e-mail, a careers enquiry with a resume, an
 * application with a photo and a resume, and a draft of another application, each with the person's name, e-mail
 * and (the application and the draft) Aadhaar number. `emailAs` changes the case the address is typed in.
 */
export async function leaveRecords(
  testApp: TestApp,
  person: Person,
  emailAs: (email: string) => string = (email) => email,
): Promise<PersonRecords> {
  const files = await sampleFiles();
  const stem = `${person.firstName}-${person.lastName}`;
  const photo = await upload(testApp, `${stem}-photo.png`, files.png, 'photo');
  const resume = await upload(testApp, `${stem}-resume.pdf`, files.pdf, 'resume');
  const enquiryResume = await upload(testApp, `${stem}-cv.pdf`, files.pdf, 'resume');
  const name = `${person.firstName} ${person.lastName}`;
  const form = (formId: string, values: Record<string, unknown>) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/forms/${formId}`,
      payload: { values, formToken: testApp.formToken() },
    });
  await expectStatus(
    await form('consultation', { ...validEnquiryValues.consultation, firstname: name, email: emailAs(person.email) }),
    201,
    'consultation',
  );
  await expectStatus(
    await form('careers-enquiry', {
      ...validEnquiryValues['careers-enquiry'],
      name,
      email: emailAs(person.email),
      resume: enquiryResume,
    }),
    201,
    'careers enquiry',
  );
  await expectStatus(
    await testApp.app.inject({
      method: 'POST',
      url: '/api/hubspot/data',
      payload: { subject: 'Consultation', Name: name, Email: emailAs(person.email), Phone_number: '14155550123' },
    }),
    202,
    'notification',
  );
  const application = await testApp.app.inject({
    method: 'POST',
    url: '/api/careers/application',
    payload: {
      ...validApplication(),
      PositionApplied: await openPosition(testApp),
      DateOfInterview: nextInterviewSaturday(new Date()),
      firstName: person.firstName,
      lastName: person.lastName,
      fatherName: `Ramesh ${person.lastName}`,
      email: emailAs(person.email),
      aadhaar: formattedAadhaar(person.aadhaar),
      image_url: photo,
      resume_url: resume,
    },
  });
  await expectStatus(application, 201, 'application');
  const draftId = randomBytes(32).toString('base64url');
  const draft = await testApp.app.inject({
    method: 'PUT',
    url: `/api/careers/drafts/${draftId}`,
    payload: {
      step: 2,
      values: {
        firstName: person.firstName,
        lastName: person.lastName,
        email: emailAs(person.email),
        aadhaar: person.aadhaar,
        image_url: photo,
      },
    },
  });
  await expectStatus(draft, 200, 'draft');
  return {
    uploads: [photo, resume, enquiryResume],
    registrationId: application.json<CareerApplicationResponse>().ID,
    draftId: draft.json<ApplicationDraft>().id,
  };
}

/** Every file under `folder`, its path and its bytes, one after the other. */
export function folderBytes(folder: string): Buffer {
  if (!existsSync(folder)) return Buffer.alloc(0);
  const parts: Buffer[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    parts.push(Buffer.from(file), readFileSync(file));
  }
  return Buffer.concat(parts);
}

/**
 * The raw bytes of the app's database. SQLite: the file, its WAL and its SHM. PostgreSQL: after a checkpoint (which
 * writes every changed page to disk), the files of every table, index and TOAST table of the app's schema, read
 * by the server (`pg_read_binary_file`, which its superuser may use).
 */
export async function databaseBytes(testApp: { stored: StoredData; dataDir: string }): Promise<Buffer> {
  const url = testApp.stored.DATABASE_URL;
  if (!url) {
    const file = path.join(testApp.dataDir, DATABASE_FILE);
    return Buffer.concat(
      ['', '-wal', '-shm'].filter((suffix) => existsSync(file + suffix)).map((suffix) => readFileSync(file + suffix)),
    );
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('CHECKPOINT');
    const { rows } = await client.query<{ file: string }>(
      `SELECT pg_relation_filepath(c.oid) AS file FROM pg_class c
        WHERE pg_relation_size(c.oid) > 0 AND (c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'i', 't')
           OR c.oid IN (SELECT reltoastrelid FROM pg_class WHERE relnamespace = current_schema()::regnamespace)
           OR c.oid IN (SELECT indexrelid FROM pg_index WHERE indrelid IN (
                SELECT reltoastrelid FROM pg_class WHERE relnamespace = current_schema()::regnamespace)))`,
    );
    const parts: Buffer[] = [];
    for (const { file } of rows) {
      if (!file) continue;
      const read = await client.query<{ bytes: Buffer }>('SELECT pg_read_binary_file($1::text) AS bytes', [file]);
      if (read.rows[0]?.bytes) parts.push(read.rows[0].bytes);
    }
    return Buffer.concat(parts);
  } finally {
    await client.end();
  }
}

/** The traces of a person a test looks for: the e-mail (any case), the name, and the Aadhaar number either way. */
export function tracesOf(person: Person): string[] {
  return [
    person.email,
    person.email.toUpperCase(),
    person.firstName,
    person.lastName,
    person.aadhaar,
    formattedAadhaar(person.aadhaar),
  ];
}

/** The traces of `traces` found in `bytes` (as UTF-8, and as UTF-16 in case a store keeps text that way). */
export function tracesIn(bytes: Buffer, traces: readonly string[]): string[] {
  return traces.filter(
    (trace) => bytes.includes(Buffer.from(trace, 'utf8')) || bytes.includes(Buffer.from(trace, 'utf16le')),
  );
}

/** Where a folder store keeps visitors' files, for tests that look for them. */
export { UPLOADS_DIR } from '../features/uploads/upload-store.ts';
