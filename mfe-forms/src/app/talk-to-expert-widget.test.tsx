import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { HONEYPOT_FIELD, formTokenMessages, getRoute } from '@site/shared';
import { validationMessages } from '@site/shared/form-rules';
import type { FormSubmissionRequest } from '@site/shared';
import { TEST_FORM_TOKEN, formTokenRequests, installFetch } from '../testing/fetch-mock.ts';
import TalkToExpertWidget from './talk-to-expert-widget.tsx';
import { json, renderWithProviders } from '@site/shared/testing';

const thankYouPath = getRoute('consultation-thankyou').path;
const validValues = {
  name: 'Asha Mehta',
  email: 'asha@example.com',
  phone: '9876543210',
  company: 'Mehta Insurance',
  message: 'We need help with policy processing.',
};

let fetchMock: jest.Mock<(input: Request) => Promise<Response>>;

beforeEach(() => {
  fetchMock = jest.fn(async () => json(201, { status: true, id: 7 }));
  installFetch(fetchMock);
});

afterEach(() => {
  jest.restoreAllMocks();
});

function renderWidget() {
  renderWithProviders(
    <>
      <Routes>
        <Route path="/our-leadership" element={<TalkToExpertWidget />} />
        <Route path={thankYouPath} element={<h1>Thank you</h1>} />
      </Routes>
    </>,
    // The app gives a widget only the store's slot: the widget makes its store itself.
    { entry: '/our-leadership', store: false },
  );
}

async function fillIn(values: Partial<typeof validValues>) {
  const labels = { name: 'Name', email: 'Email', phone: 'Phone', company: 'Company', message: 'Message' } as const;
  for (const [field, value] of Object.entries(values)) {
    await userEvent.type(screen.getByLabelText(labels[field as keyof typeof labels]), value);
  }
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit' }));

async function sentRequest(): Promise<{ url: string; method: string; body: FormSubmissionRequest }> {
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const request = fetchMock.mock.calls[0]?.[0] as Request;
  return { url: request.url, method: request.method, body: (await request.json()) as FormSubmissionRequest };
}

describe('the Talk to our experts widget', () => {
  it('shows every required message after an empty submit and sends nothing', async () => {
    renderWidget();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await submit();

    for (const label of ['Name', 'Email', 'Phone', 'Company', 'Message']) {
      const control = screen.getByLabelText(label);
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription(validationMessages.required);
    }
    // One announcement (issue 18): the error summary naming each field, not one alert per field.
    const [summary, ...others] = await screen.findAllByRole('alert');
    expect(others).toHaveLength(0);
    for (const label of ['Name', 'Email', 'Phone', 'Company', 'Message']) {
      expect(
        within(summary as HTMLElement).getByRole('link', { name: `${label}: ${validationMessages.required}` }),
      ).toBeVisible();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the format messages of invalid values and sends nothing', async () => {
    renderWidget();
    await fillIn({ ...validValues, email: 'asha@', phone: '98765' });

    await submit();

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(validationMessages.invalidEmail);
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(validationMessages.invalidPhone);
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('drops letters typed into the phone and digits typed into the name', async () => {
    renderWidget();

    await fillIn({ phone: '98a76b54-32 10x', name: 'Asha2 Mehta' });

    expect(screen.getByLabelText('Phone')).toHaveValue('9876543210');
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Mehta');
  });

  it('posts the values, the empty honeypot and the form token it asked for as it mounted, then opens the thank-you page', async () => {
    renderWidget();
    // A widget the browser renders has no token from the page: it asks the API for one (docs/decisions/013).
    await waitFor(() => expect(formTokenRequests).toHaveLength(1));
    await fillIn(validValues);

    await submit();

    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeInTheDocument();
    const { url, method, body } = await sentRequest();
    expect(method).toBe('POST');
    expect(url).toBe(`${window.location.origin}/api/forms/talk-to-expert`);
    expect(body).toEqual({ values: validValues, honeypot: '', formToken: TEST_FORM_TOKEN });
  });

  it('sends what a bot typed into the hidden field', async () => {
    renderWidget();
    const honeypot = document.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`);
    expect(honeypot).not.toBeNull();
    if (honeypot) honeypot.value = 'https://spam.example';
    await fillIn(validValues);

    await submit();

    expect((await sentRequest()).body.honeypot).toBe('https://spam.example');
  });

  it("shows the server's field messages beside the fields and keeps what was entered", async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, { status: 0, message: 'Invalid form values', errors: { email: 'That address cannot receive mail' } }),
    );
    renderWidget();
    await fillIn(validValues);

    await submit();

    const emailInput = screen.getByLabelText('Email');
    expect(await screen.findByText('That address cannot receive mail')).toBeInTheDocument();
    expect(emailInput).toHaveAttribute('aria-invalid', 'true');
    expect(emailInput).toHaveAccessibleDescription('That address cannot receive mail');
    expect(emailInput).toHaveValue(validValues.email);
    expect(screen.getByLabelText('Message')).toHaveValue(validValues.message);
    expect(screen.queryByRole('heading', { name: 'Thank you' })).not.toBeInTheDocument();
  });

  it('alerts the submit-error message and logs the failure when the server fails', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(json(500, { status: 0, message: 'Internal Server Error' }));
    renderWidget();
    await fillIn(validValues);

    await submit();

    await waitFor(() => expect(alert).toHaveBeenCalledWith(validationMessages.submitError));
    expect(log).toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveValue(validValues.name);
    expect(screen.queryByRole('heading', { name: 'Thank you' })).not.toBeInTheDocument();
  });

  it('alerts the submit-error message when the network fails', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderWidget();
    await fillIn(validValues);

    await submit();

    await waitFor(() => expect(alert).toHaveBeenCalledWith(validationMessages.submitError));
  });

  it('after the API refuses an expired token, alerts the submit error and sends a fresh token the next time', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(json(403, { status: 0, message: formTokenMessages.expired }));
    renderWidget();
    await fillIn(validValues);

    await submit();
    await waitFor(() => expect(alert).toHaveBeenCalledWith(validationMessages.submitError));
    // One token as it mounted, one after the refusal.
    expect(formTokenRequests).toHaveLength(2);

    await submit();
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
