import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getRoute } from '@site/shared';
import { validationMessages, whereDidYouGotToKnowOptions } from '@site/shared/form-rules';
import type { FormSubmissionRequest } from '@site/shared';
import { type FetchMock, jsonBody, mockFetch, requestsTo } from '../../testing/fetch-mock.ts';
import { renderWithStore } from '../../testing/render-with-store.tsx';
import { CareersEnquiryForm } from './careers-enquiry-form.tsx';
import { UPLOADED_RESUME, fillCareersEnquiry, resumeFile, validCareersEnquiry } from './careers-enquiry-fixture.ts';

let fetchMock: FetchMock;
let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  fetchMock = mockFetch();
  user = userEvent.setup({ delay: null });
});
afterEach(() => {
  jest.restoreAllMocks();
});

const renderForm = () => renderWithStore(<CareersEnquiryForm active />, getRoute('contact').path);
const submit = () => user.click(screen.getByRole('button', { name: 'Submit' }));

describe('the Careers tab form', () => {
  it('starts on the +91 country code and offers the three sources', () => {
    renderForm();
    const countryCode = screen.getByLabelText('Country code');
    expect(within(countryCode).getByRole<HTMLOptionElement>('option', { name: 'IND +91' }).selected).toBe(true);
    const sources = within(screen.getByLabelText('How did you get to know about us?')).getAllByRole('option');
    expect(sources.slice(1).map((option) => option.textContent)).toEqual([...whereDidYouGotToKnowOptions]);
  });

  it('requires every field but the resume after an empty submit', async () => {
    renderForm();
    await submit();

    for (const label of ['Name', 'Email', 'Phone', 'Where did you find us?', 'How did you get to know about us?']) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(validationMessages.required);
    }
    expect(screen.getByLabelText('Resume')).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('takes phone digits only and needs all of them', async () => {
    renderForm();
    await user.type(screen.getByLabelText('Phone'), '98a7-6');
    expect(screen.getByLabelText('Phone')).toHaveValue('9876');

    await submit();
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(validationMessages.invalidPhone);
  });

  it('uploads the resume, sends its address with the country code and opens the careers thank-you page', async () => {
    renderForm();
    await fillCareersEnquiry(user);
    await user.selectOptions(screen.getByLabelText('Country code'), 'USA +1');
    await user.upload(screen.getByLabelText('Resume'), resumeFile('farah-iqbal-resume.pdf'));
    expect(await screen.findByText('Uploaded farah-iqba...pdf')).toBeInTheDocument();

    await submit();

    const thankYou = getRoute('careers-thankyou').path;
    expect(await screen.findByRole('heading', { name: `Now at ${thankYou}` })).toBeInTheDocument();
    const [upload] = requestsTo(fetchMock, '/api/media/data');
    expect(new URL(upload?.request.url ?? '').searchParams.get('field')).toBe('resume');
    expect((await upload?.request.clone().formData())?.get('media')).toHaveProperty('name', 'farah-iqbal-resume.pdf');
    const { values } = await jsonBody<FormSubmissionRequest>(requestsTo(fetchMock, '/api/forms/careers-enquiry')[0]);
    expect(values).toEqual({
      ...validCareersEnquiry,
      countrycode: '+1',
      phone: `+1${String(validCareersEnquiry.phone)}`,
      resume: UPLOADED_RESUME,
    });
  });
});
