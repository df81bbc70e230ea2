import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getRoute } from '@site/shared';
import { DEFAULT_COUNTRY_CODE, RESUME_MAX_BYTES, validationMessages } from '@site/shared/form-rules';
import type { FormSubmissionRequest } from '@site/shared';
import { type FetchMock, apiAnswer, jsonBody, mockFetch, requestsTo } from '../../testing/fetch-mock.ts';
import { renderWithStore } from '../../testing/render-with-store.tsx';
import { CareersEnquiryForm } from './careers-enquiry-form.tsx';
import { UPLOADED_RESUME, fillCareersEnquiry, resumeFile } from './careers-enquiry-fixture.ts';

let fetchMock: FetchMock;
// A visitor can pick any file whatever the input accepts; so can this user.
let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  fetchMock = mockFetch();
  user = userEvent.setup({ delay: null, applyAccept: false });
});
afterEach(() => {
  jest.restoreAllMocks();
});

const renderForm = () => renderWithStore(<CareersEnquiryForm active />, getRoute('contact').path);
const submit = () => user.click(screen.getByRole('button', { name: 'Submit' }));
const resumeInput = () => screen.getByLabelText('Resume');

describe('the careers tab resume', () => {
  it('refuses another format at once, uploads nothing and keeps the form from being sent', async () => {
    renderForm();
    await fillCareersEnquiry(user);

    await user.upload(resumeInput(), resumeFile('portfolio.png'));

    expect(resumeInput()).toHaveAccessibleDescription(expect.stringContaining(validationMessages.resumeFormat));
    await submit();
    expect(resumeInput()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a file over the size limit', async () => {
    renderForm();
    await user.upload(resumeInput(), resumeFile('cv.pdf', RESUME_MAX_BYTES + 1));

    expect(resumeInput()).toHaveAccessibleDescription(expect.stringContaining(validationMessages.resumeSize));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is waited for when still uploading at submit', async () => {
    let finishUpload: () => void = () => undefined;
    fetchMock.mockImplementation(async (request) => {
      if (new URL(request.url).pathname !== '/api/media/data') return apiAnswer(request);
      await new Promise<void>((resolve) => {
        finishUpload = resolve;
      });
      return apiAnswer(request);
    });
    renderForm();
    await fillCareersEnquiry(user);
    await user.upload(resumeInput(), resumeFile('cv.docx'));

    await submit();
    expect(requestsTo(fetchMock, '/api/forms/')).toHaveLength(0);
    finishUpload();

    await waitFor(() => expect(requestsTo(fetchMock, '/api/forms/')).toHaveLength(1));
    const { values } = await jsonBody<FormSubmissionRequest>(requestsTo(fetchMock, '/api/forms/')[0]);
    expect(values).toMatchObject({ countrycode: DEFAULT_COUNTRY_CODE, resume: UPLOADED_RESUME });
  });

  it('is left out when its upload fails, which is only logged', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockImplementation(async (request) =>
      new URL(request.url).pathname === '/api/media/data'
        ? new Response('{"status":0,"message":"Upload failed"}', { status: 500 })
        : apiAnswer(request),
    );
    renderForm();
    await fillCareersEnquiry(user);
    await user.upload(resumeInput(), resumeFile('cv.pdf'));
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await submit();

    await waitFor(() => expect(requestsTo(fetchMock, '/api/forms/')).toHaveLength(1));
    const { values } = await jsonBody<FormSubmissionRequest>(requestsTo(fetchMock, '/api/forms/')[0]);
    expect(values).not.toHaveProperty('resume');
  });
});
