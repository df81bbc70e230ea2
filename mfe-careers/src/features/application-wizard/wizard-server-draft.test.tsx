import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPLICATION_FORM_ID } from '@site/shared';
import { validationMessages } from '@site/shared/form-rules';
import { saveCareerSelection } from '../../lib/career-selection.ts';
import { mockApi, requestsOf } from '../../test-support/api-mock.ts';
import { DRAFT_SAVE_DELAY_MS } from './server-draft.ts';
import { application, renderLaterWizard, renderWizard, selection, stepHeading } from './wizard-test-helpers.tsx';
import { json } from '@site/shared/testing';

const draftRequests = (fetchMock: ReturnType<typeof mockApi>, method: string) =>
  requestsOf(fetchMock).filter((sent) => sent.method === method && sent.url.endsWith('/apply-now/draft'));

beforeEach(() => {
  sessionStorage.clear();
  saveCareerSelection(selection);
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('the wizard’s draft on the server', () => {
  it('is a real form: each step posts to the host as multipart, with its step, form id and buttons', () => {
    mockApi(() => new Response(null, { status: 404 }));
    const { container } = renderWizard({ token: 'signed' });
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/apply-now');
    expect(form).toHaveAttribute('enctype', 'multipart/form-data');
    const hidden = Object.fromEntries(
      [...(form?.querySelectorAll('input[type=hidden]') ?? [])].map((input) => [
        input.getAttribute('name'),
        input.getAttribute('value'),
      ]),
    );
    expect(hidden).toEqual({ _form_id: APPLICATION_FORM_ID, _form_token: 'signed', _step: '0' });
    expect(screen.getByRole('button', { name: 'Next Step' })).toHaveAttribute('name', '_action');
    expect(screen.getByRole('button', { name: 'Start again' })).toHaveAttribute('value', 'restart');
    expect(screen.getByLabelText('Are you willing to work night shifts?')).toHaveAttribute(
      'name',
      'WillingnessforNightShift',
    );
  });

  it('shows the saved step with its answers, and a step the host refused with its messages and a linked summary', () => {
    mockApi(() => new Response(null, { status: 404 }));
    renderWizard({
      token: '',
      draft: { step: 1, values: { ...application, mobile: '98765' } },
      posted: {
        formId: APPLICATION_FORM_ID,
        values: { mobile: '98765' },
        errors: { mobile: validationMessages.invalidPhoneNumber },
      },
    });
    expect(stepHeading()).toBe('Personal Details');
    expect(screen.getByLabelText('First name')).toHaveValue(String(application.firstName));
    const summary = screen.getByRole('alert', { name: 'There is a problem with this step' });
    const link = screen.getByRole('link', { name: `Mobile number: ${validationMessages.invalidPhoneNumber}` });
    expect(summary).toContainElement(link);
    expect(link).toHaveAttribute('href', '#apply-mobile');
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('id', 'apply-mobile');
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('aria-invalid', 'true');
  });

  it('saves the answers and step through the host after a pause, and at once on a step change', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const fetchMock = mockApi(() => new Response(null, { status: 204 }));
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderWizard({ token: '' });
    await user.selectOptions(screen.getByLabelText('Are you willing to work night shifts?'), 'Yes');
    await user.selectOptions(screen.getByLabelText('How did you hear about this opening?'), 'Walk-In');
    expect(draftRequests(fetchMock, 'PUT')).toHaveLength(0);
    await act(async () => {
      jest.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    });
    await waitFor(() => expect(draftRequests(fetchMock, 'PUT')).toHaveLength(1));
    const [first] = draftRequests(fetchMock, 'PUT');
    expect(await first?.json()).toMatchObject({
      step: 0,
      values: {
        WillingnessforNightShift: 'Yes',
        SourceOfInformationType: 'Walk-In',
        PositionApplied: selection.positionName,
      },
    });

    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(stepHeading()).toBe('Personal Details');
    await waitFor(() => expect(draftRequests(fetchMock, 'PUT')).toHaveLength(2));
    expect(await draftRequests(fetchMock, 'PUT')[1]?.json()).toMatchObject({ step: 1 });
  });

  it('starts again: the draft is deleted and the first step shows empty', async () => {
    const fetchMock = mockApi(() => new Response(null, { status: 204 }));
    renderWizard({ token: '', draft: { step: 2, values: application } });
    expect(stepHeading()).toBe('Education Details');
    await userEvent.click(screen.getByRole('button', { name: 'Start again' }));
    expect(stepHeading()).toBe('Position Details');
    expect(screen.getByLabelText('Are you willing to work night shifts?')).toHaveValue('');
    expect(screen.queryByText('Your saved answers are filled in', { exact: false })).not.toBeInTheDocument();
    await waitFor(() => expect(draftRequests(fetchMock, 'DELETE')).toHaveLength(1));
  });

  it('asks the host for the draft when mounted after an in-site link, not from the first page’s state', async () => {
    const fetchMock = mockApi(() => json(200, { step: 3, values: application }));
    renderWizard({ token: '' });
    expect(stepHeading()).toBe('Position Details');
    // A second wizard in the same visit: the page's own form state belongs to the first.
    renderLaterWizard({ token: '' });
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).at(-1)).toHaveTextContent('Work Experience'),
    );
    expect(draftRequests(fetchMock, 'GET').length).toBeGreaterThan(0);
  });
});
