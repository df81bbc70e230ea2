import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { getRoute } from '@site/shared';
import { CONTACT_PHONE_DIGITS, countryDialCodes, validationMessages } from '@site/shared/form-rules';
import type { FormSubmissionRequest } from '@site/shared';
import { type FetchMock, json, jsonBody, mockFetch, requestsTo } from '../../testing/fetch-mock.ts';
import { enter, fastUser, renderWithStore } from '../../testing/render-with-store.tsx';
import { GeneralQueryForm } from './general-query-form.tsx';

const valid = {
  name: 'Tomas Reyes',
  email: 'tomas@dailyledger.example',
  phone: '4'.repeat(CONTACT_PHONE_DIGITS),
  whereUFindUs: 'An article about outsourcing',
  message: 'I am writing about insurance operations and would like to interview your team.',
};
const labels = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  whereUFindUs: 'Where did you find us?',
  message: 'Message',
} as const;

let fetchMock: FetchMock;
let user: ReturnType<typeof fastUser>;
beforeEach(() => {
  fetchMock = mockFetch();
  user = fastUser();
});
afterEach(() => {
  jest.restoreAllMocks();
});

const renderForm = () => renderWithStore(<GeneralQueryForm active />, getRoute('contact').path);
const submit = () => user.click(screen.getByRole('button', { name: 'Submit' }));

async function fillValid() {
  for (const [field, label] of Object.entries(labels)) {
    await enter(user, screen.getByLabelText(label), valid[field as keyof typeof valid]);
  }
}

describe('the Any other query form', () => {
  it('lists every country with its dialling code, India first chosen', () => {
    renderForm();
    const countryOptions = within(screen.getByLabelText('Country code')).getAllByRole<HTMLOptionElement>('option');

    expect(countryOptions.slice(1).map((option) => option.textContent)).toEqual(
      countryDialCodes.map(({ name, code }) => `${name} ${code}`),
    );
    expect(countryOptions.find((option) => option.selected)).toHaveTextContent('IND +91');
  });

  it('requires every field after an empty submit and sends nothing', async () => {
    renderForm();
    await submit();

    for (const label of Object.values(labels)) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(validationMessages.required);
    }
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the phone and e-mail format messages', async () => {
    renderForm();
    await fillValid();
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '12345');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'tomas@');

    await submit();

    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(validationMessages.invalidPhone);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(validationMessages.invalidEmail);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the chosen country code with the number and opens the media thank-you page', async () => {
    renderForm();
    await fillValid();

    await submit();

    const thankYou = getRoute('media-thankyou').path;
    expect(await screen.findByRole('heading', { name: `Now at ${thankYou}` })).toBeInTheDocument();
    const { values } = await jsonBody<FormSubmissionRequest>(requestsTo(fetchMock, '/api/forms/general-query')[0]);
    expect(values).toEqual({ ...valid, countrycode: '+91', phone: `+91${String(valid.phone)}` });
  });

  it('sends once on a double click', async () => {
    renderForm();
    await fillValid();

    await user.dblClick(screen.getByRole('button', { name: 'Submit' }));

    await screen.findByRole('heading', { name: `Now at ${getRoute('media-thankyou').path}` });
    expect(requestsTo(fetchMock, '/api/forms/')).toHaveLength(1);
  });

  it("shows the server's message for the country code beside the list", async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, { status: 0, message: 'Invalid form values', errors: { countrycode: 'Unknown code' } }),
    );
    renderForm();
    await fillValid();

    await submit();

    await waitFor(() => expect(screen.getByLabelText('Country code')).toHaveAccessibleDescription('Unknown code'));
    expect(screen.getByLabelText('Country code')).toHaveFocus();
  });

  it('alerts and logs a failed submission and keeps the values', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(json(500, { status: 0, message: 'Internal Server Error' }));
    renderForm();
    await fillValid();

    await submit();

    await waitFor(() => expect(alert).toHaveBeenCalledWith(validationMessages.submitError));
    expect(log).toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(validationMessages.submitError);
    expect(screen.getByLabelText('Message')).toHaveValue(valid.message);
  });
});
