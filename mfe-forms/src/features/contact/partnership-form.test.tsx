import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { getRoute } from '@site/shared';
import {
  partnershipCountryOptions,
  partnershipIndustryOptions,
  partnershipPositionOptions,
  partnershipTypeOptions,
  validationMessages,
} from '@site/shared/form-rules';
import type { FormSubmissionRequest } from '@site/shared';
import { type FetchMock, json, jsonBody, mockFetch, requestsTo } from '../../testing/fetch-mock.ts';
import { enter, fastUser, renderWithStore } from '../../testing/render-with-store.tsx';
import { PartnershipForm } from './partnership-form.tsx';

const valid = {
  name: 'Kiran Desai',
  email: 'kiran@northlake.example',
  position: 'Business Owner',
  companyName: 'Northlake Advisory',
  country: 'Canada',
  industry: 'Insurance',
  partnership: 'Solution Partner',
  motivationToPartner: 'Our brokerage clients need back-office support we cannot staff.',
};
const textLabels = { name: 'Name', email: 'Email', companyName: 'Company name' } as const;
const selectLabels = {
  position: 'Position',
  country: 'Country',
  industry: 'Industry',
  partnership: 'Partnership type',
};
const MOTIVATION = 'Why do you want to partner with us?';

let fetchMock: FetchMock;
let user: ReturnType<typeof fastUser>;
beforeEach(() => {
  fetchMock = mockFetch();
  user = fastUser();
});
afterEach(() => {
  jest.restoreAllMocks();
});

const renderForm = () => renderWithStore(<PartnershipForm active />, getRoute('contact').path);
const submit = () => user.click(screen.getByRole('button', { name: 'Submit' }));
const options = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .slice(1)
    .map((option) => option.getAttribute('value'));

async function fillValid(values: Record<string, string> = valid) {
  for (const [field, label] of Object.entries(textLabels))
    await enter(user, screen.getByLabelText(label), values[field] ?? '');
  for (const [field, label] of Object.entries(selectLabels)) {
    await user.selectOptions(screen.getByLabelText(label), values[field] ?? '');
  }
  await enter(user, screen.getByLabelText(MOTIVATION), values.motivationToPartner ?? '');
}

describe('the Alliances & Partnerships form', () => {
  it('offers the lists of the spec', () => {
    renderForm();
    expect(options('Position')).toEqual([...partnershipPositionOptions]);
    expect(options('Country')).toEqual([...partnershipCountryOptions]);
    expect(options('Industry')).toEqual([...partnershipIndustryOptions]);
    expect(options('Partnership type')).toEqual([...partnershipTypeOptions]);
  });

  it('requires every field after an empty submit and sends nothing', async () => {
    renderForm();
    await submit();

    for (const label of [...Object.values(textLabels), ...Object.values(selectLabels), MOTIVATION]) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(validationMessages.required);
    }
    expect(screen.queryByLabelText('Your industry')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the industry, required, only when it is Others', async () => {
    renderForm();
    await user.selectOptions(screen.getByLabelText('Industry'), 'Others');
    const ownIndustry = screen.getByLabelText('Your industry');
    expect(ownIndustry).toHaveAttribute('placeholder', 'Mention your industry');

    await submit();
    expect(ownIndustry).toHaveAccessibleDescription(validationMessages.required);

    await user.selectOptions(screen.getByLabelText('Industry'), 'Insurance');
    expect(screen.queryByLabelText('Your industry')).not.toBeInTheDocument();
  });

  it('drops digits typed into the name', async () => {
    renderForm();
    await user.type(screen.getByLabelText('Name'), 'K1ran 2Desai');
    expect(screen.getByLabelText('Name')).toHaveValue('Kran Desai');
  });

  it('sends the enquiry without a hidden industry and opens the partnership thank-you page', async () => {
    renderForm();
    await user.selectOptions(screen.getByLabelText('Industry'), 'Others');
    await user.type(screen.getByLabelText('Your industry'), 'Logistics');
    await fillValid();

    await submit();

    const thankYou = getRoute('partnership-thankyou').path;
    expect(await screen.findByRole('heading', { name: `Now at ${thankYou}` })).toBeInTheDocument();
    const [sent] = requestsTo(fetchMock, '/api/forms/partnership');
    expect((await jsonBody<FormSubmissionRequest>(sent)).values).toEqual(valid);
  });

  it('sends the industry typed when it is Others', async () => {
    renderForm();
    await fillValid({ ...valid, industry: 'Others' });
    await user.type(screen.getByLabelText('Your industry'), 'Logistics');

    await submit();

    await waitFor(() => expect(requestsTo(fetchMock, '/api/forms/partnership')).toHaveLength(1));
    const { values } = await jsonBody<FormSubmissionRequest>(requestsTo(fetchMock, '/api/forms/partnership')[0]);
    expect(values).toEqual({ ...valid, industry: 'Others', partnerProgram: 'Logistics' });
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
    expect(screen.getByLabelText('Company name')).toHaveValue(valid.companyName);
  });
});
