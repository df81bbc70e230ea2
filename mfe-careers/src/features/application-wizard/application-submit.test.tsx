import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { validationMessages } from '@site/shared/form-rules';
import { saveCareerSelection } from '../../lib/career-selection.ts';
import { decodeThankYouPayload } from '../../lib/thank-you-payload.ts';
import { mockApi, requestsOf } from '../../test-support/api-mock.ts';
import {
  accepted,
  application,
  goToLastStep,
  location,
  progress,
  renderFilledWizard,
  selection,
  stepHeading,
  thankYouQuery,
} from './wizard-test-helpers.tsx';
import { json } from '@site/shared/testing';

beforeEach(() => {
  sessionStorage.clear();
  saveCareerSelection(selection);
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('submitting the application', () => {
  it('submits the merged application, Aadhaar without dashes, and shows the registration', async () => {
    const fetchMock = mockApi(() => json(201, accepted));
    renderFilledWizard();
    await goToLastStep();
    expect(progress()).toBe(100);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(location()).toMatch(/^\/career-apply-thankyou\?q=/));
    const [request] = requestsOf(fetchMock).filter((sent) => sent.url.includes('/api/'));
    expect(request?.method).toBe('POST');
    expect(new URL(request?.url ?? '').pathname).toBe('/api/careers/application');
    const body = (await request?.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ ...application, aadhaar: '123456789012', DateOfInterview: expect.any(String) });
    expect(Object.keys(body)).not.toContain('uploadNames');
    expect(decodeThankYouPayload(thankYouQuery())).toEqual({
      kind: 'success',
      registrationId: accepted.ID,
      email: accepted.Email,
    });
    // The accepted application's draft is deleted on the server.
    await waitFor(() =>
      expect(
        requestsOf(fetchMock).some((sent) => sent.method === 'DELETE' && sent.url.endsWith('/apply-now/draft')),
      ).toBe(true),
    );
  });

  it('shows a refused application on the thank-you page and keeps the server draft', async () => {
    const refused = { ...accepted, Success: false, ID: '', ErrorMessage: 'Please correct the highlighted fields.' };
    const fetchMock = mockApi(() => json(400, { ...refused, errors: { pin: validationMessages.invalidZip } }));
    renderFilledWizard();
    await goToLastStep();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(location()).toMatch(/^\/career-apply-thankyou\?q=/));
    expect(decodeThankYouPayload(thankYouQuery())).toEqual({ kind: 'failure', message: refused.ErrorMessage });
    expect(requestsOf(fetchMock).some((sent) => sent.method === 'DELETE')).toBe(false);
  });

  it('keeps the answers and offers to resend when the request fails on the way', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = mockApi(() => Promise.reject(new TypeError('Failed to fetch')));
    renderFilledWizard();
    await goToLastStep();
    await userEvent.selectOptions(screen.getByLabelText('Do you have work experience?'), 'No');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(validationMessages.submitError);
    expect(logged).toHaveBeenCalled();
    expect(stepHeading()).toBe('Work Experience');
    expect(screen.getByLabelText('Do you have work experience?')).toHaveValue('No');

    fetchMock.mockImplementation(async () => json(201, accepted));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(location()).toMatch(/^\/career-apply-thankyou\?q=/));
  });
});
