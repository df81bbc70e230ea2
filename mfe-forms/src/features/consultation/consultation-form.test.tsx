import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { getRoute } from '@site/shared';
import { consultationServiceOptions, validationMessages } from '@site/shared/form-rules';
import type { FormSubmissionRequest, NotificationPayload } from '@site/shared';
import { type FetchMock, json, jsonBody, mockFetch, requestsTo } from '../../testing/fetch-mock.ts';
import { enter, fastUser, renderWithStore } from '../../testing/render-with-store.tsx';
import { ConsultationForm } from './consultation-form.tsx';
import { CONSULTATION_SUBJECT } from './consultation-notification.ts';

const valid: Record<string, string | boolean> = {
  firstname: 'Meera Shah',
  email: 'meera@harbourline.example',
  company: 'Harbourline Underwriters',
  services: 'data annotation',
  phone: '14155550123',
  country: 'United States',
  state: 'California',
  write_your_message: 'We need help with claims intake and policy checking.',
  accept_policy: true,
};
const textLabels = {
  firstname: 'Name',
  email: 'Email',
  company: 'Company',
  phone: 'Phone',
  country: 'Country',
  state: 'State',
  write_your_message: 'Your message',
} as const;

let fetchMock: FetchMock;
let user: ReturnType<typeof fastUser>;
beforeEach(() => {
  user = fastUser();
  fetchMock = mockFetch();
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
});

// As its page renders it: no store around it (docs/decisions/036); the form loads its senders when it sends.
const renderForm = () => renderWithStore(<ConsultationForm />, getRoute('consultation').path, { store: false });
const consent = () => screen.getByRole('checkbox');
const submit = () => user.click(screen.getByRole('button', { name: 'Book my free consultation' }));

async function fillValid() {
  for (const [field, label] of Object.entries(textLabels)) {
    await enter(user, screen.getByLabelText(label), String(valid[field]));
  }
  await user.selectOptions(screen.getByLabelText('Services'), String(valid.services));
  await user.click(consent());
}

describe('the consultation form', () => {
  it('shows every rule message after an empty submit, focuses the first field and sends nothing', async () => {
    renderForm();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await submit();

    // The phone has no rule in forms-spec.md section 5 (issue 18): an empty one is not refused.
    const requiredLabels = Object.values(textLabels).filter((label) => label !== 'Phone');
    expect(screen.getByLabelText('Phone')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Phone')).not.toBeRequired();
    for (const label of [...requiredLabels, 'Services']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(
        expect.stringContaining(validationMessages.required),
      );
    }
    expect(consent()).toHaveAccessibleDescription(expect.stringContaining(validationMessages.acceptTerms));
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects blank text and a malformed e-mail address', async () => {
    renderForm();
    await fillValid();
    await user.clear(screen.getByLabelText('Company'));
    await user.type(screen.getByLabelText('Company'), ' a ');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ravi@example');

    await submit();

    expect(screen.getByLabelText('Company')).toHaveAccessibleDescription(validationMessages.required);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(validationMessages.invalidEmail);
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('takes digits only in the phone and none in the name, country and state', async () => {
    renderForm();
    await user.type(screen.getByLabelText('Phone'), '+1 (415) 555-0123');
    await user.type(screen.getByLabelText('Name'), 'Ravi 2');
    await user.type(screen.getByLabelText('Country'), 'India1');
    await user.type(screen.getByLabelText('State'), 'Zone 5');

    expect(screen.getByLabelText('Phone')).toHaveValue('14155550123');
    expect(screen.getByLabelText('Name')).toHaveValue('Ravi ');
    expect(screen.getByLabelText('Country')).toHaveValue('India');
    expect(screen.getByLabelText('State')).toHaveValue('Zone ');
  });

  it('offers the seven services and the text-message consent with its policy links', () => {
    renderForm();
    const options = within(screen.getByLabelText('Services')).getAllByRole('option');
    expect(options.slice(1).map((option) => option.getAttribute('value'))).toEqual([...consultationServiceOptions]);
    const description = consent().getAttribute('aria-describedby') ?? '';
    const consentText = document.getElementById(description.split(' ')[0] ?? '');
    expect(consentText).toHaveTextContent(/Message frequency varies/);
    expect(consentText).toHaveTextContent(/Message and data rates may apply/);
    expect(consentText).toHaveTextContent(/Reply STOP .* HELP/);
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', getRoute('privacy').path);
    expect(screen.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', getRoute('terms').path);
  });

  it('sends the values, opens the thank-you page and then sends the notification e-mail', async () => {
    renderForm();
    await fillValid();

    await submit();

    const thankYou = getRoute('consultation-thankyou').path;
    expect(await screen.findByRole('heading', { name: `Now at ${thankYou}` })).toBeInTheDocument();
    const [form] = requestsTo(fetchMock, '/api/forms/');
    expect(form?.path).toBe('/api/forms/consultation');
    expect((await jsonBody<FormSubmissionRequest>(form)).values).toEqual(valid);
    await waitFor(() => expect(requestsTo(fetchMock, '/api/hubspot/data')).toHaveLength(1));
    expect(await jsonBody<NotificationPayload>(requestsTo(fetchMock, '/api/hubspot/data')[0])).toEqual({
      subject: CONSULTATION_SUBJECT,
      Name: valid.firstname,
      Email: valid.email,
      Phone_number: valid.phone,
      Write_message_to_us: valid.write_your_message,
    });
  });

  it('alerts and logs a failed submission, keeps the values and sends no notification', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(json(500, { status: 0, message: 'Internal Server Error' }));
    renderForm();
    await fillValid();

    await submit();

    await waitFor(() => expect(alert).toHaveBeenCalledWith(validationMessages.submitError));
    expect(log).toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(validationMessages.submitError);
    expect(screen.getByLabelText('Company')).toHaveValue(String(valid.company));
    expect(requestsTo(fetchMock, '/api/hubspot/data')).toHaveLength(0);
  });
});
