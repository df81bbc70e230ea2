import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CLOSED_JOB_MESSAGE, REGISTRATION_ID_PATTERN } from '@site/shared/contracts';
import { nextInterviewSaturday, validationMessages } from '@site/shared/form-rules';
import type { CareerApplicationResponse, OpeningListResponse, UploadResponse } from '@site/shared/contracts';
import { validApplication } from '@site/shared/fixtures';
import { multipartUpload } from '@site/shared/server/testing/multipart';
import { sampleFiles } from '../../test/sample-files.ts';
import { fieldErrorsMessage } from '../../http/errors.ts';
import { createTestApp } from '../../test/test-app.ts';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let openPosition: string;
let closedPosition: string;
let photo: string;
let resume: string;

async function uploadFile(name: string, bytes: Buffer) {
  const { payload, headers } = multipartUpload(name, bytes);
  const response = await testApp.app.inject({ method: 'POST', url: '/api/media/data', payload, headers });
  return response.json<UploadResponse>().media;
}

beforeAll(async () => {
  testApp = await createTestApp();
  const openings = (await testApp.app.inject('/api/currunt/opening')).json<OpeningListResponse>().data;
  const statuses = await Promise.all(
    openings.map(async (opening) => ({
      name: opening.position_name,
      status: (await testApp.app.inject(`/api/currunt/opening/details/${opening.slug}`)).json<{
        data: { job_active_status: string };
      }>().data.job_active_status,
    })),
  );
  openPosition = statuses.find((opening) => opening.status === '1')?.name ?? '';
  closedPosition = statuses.find((opening) => opening.status !== '1')?.name ?? '';
  const files = await sampleFiles();
  photo = await uploadFile('me.png', files.png);
  resume = await uploadFile('cv.pdf', files.pdf);
}, 30_000);
afterAll(async () => {
  await testApp.close();
});

function application(overrides: Record<string, unknown> = {}) {
  return {
    ...validApplication(),
    PositionApplied: openPosition,
    DateOfInterview: nextInterviewSaturday(new Date()),
    image_url: photo,
    resume_url: resume,
    ...overrides,
  };
}

async function apply(payload: Record<string, unknown>) {
  const response = await testApp.app.inject({ method: 'POST', url: '/api/careers/application', payload });
  return { statusCode: response.statusCode, body: response.json<CareerApplicationResponse>() };
}

describe('POST /api/careers/application', () => {
  it('answers an empty application with the missing fields, not "the job is closed"', async () => {
    const { statusCode, body } = await apply({});
    expect(statusCode).toBe(400);
    expect(body.ErrorMessage).toBe(fieldErrorsMessage);
    expect(body.ErrorMessage).not.toBe(CLOSED_JOB_MESSAGE);
    expect(body.errors).toMatchObject({
      PositionApplied: validationMessages.required,
      email: validationMessages.required,
    });
  });

  it('accepts a complete application and answers with a registration ID', async () => {
    const { statusCode, body } = await apply(application());
    expect(statusCode).toBe(201);
    expect(body).toEqual({
      Success: true,
      // Without an Idempotency-Key, from a random key: `ARC-2026-7K4M2QXD` (docs/decisions/042).
      ID: expect.stringMatching(REGISTRATION_ID_PATTERN),
      Email: 'ravi@example.com',
      ErrorMessage: '',
    });
  });

  it('gives every application its own registration ID', async () => {
    const first = await apply(application());
    const second = await apply(application());
    expect(first.body.ID).not.toBe(second.body.ID);
  });

  it('refuses an application for a closed job with the closed message', async () => {
    const { statusCode, body } = await apply(application({ PositionApplied: closedPosition }));
    expect(statusCode).toBe(400);
    expect(body).toMatchObject({ Success: false, ErrorMessage: CLOSED_JOB_MESSAGE });
  });

  it("re-checks the wizard's rules: night shift, percentage, and the spouse of a married applicant", async () => {
    const { statusCode, body } = await apply(
      application({ WillingnessforNightShift: 'No', Percentage10th: '44', maritalStatus: 'Married', spouseName: '' }),
    );
    expect(statusCode).toBe(400);
    expect(body.Success).toBe(false);
    expect(body.errors).toMatchObject({
      WillingnessforNightShift: validationMessages.noDayShift,
      Percentage10th: validationMessages.percentageBelowMinimum,
      spouseName: validationMessages.required,
    });
  });

  it('accepts only photos and resumes this API stored, of the right kind', async () => {
    const { body } = await apply(
      application({ image_url: resume.replace('.pdf', '.png'), resume_url: '/api/media/files/elsewhere.pdf' }),
    );
    expect(body.errors).toMatchObject({
      image_url: validationMessages.photoFormat,
      resume_url: validationMessages.resumeFormat,
    });
  });

  it('refuses fields the application does not have', async () => {
    const { body } = await apply(application({ salaryExpectation: '1000000' }));
    expect(body.errors).toEqual({ salaryExpectation: validationMessages.invalidValue });
  });
});
