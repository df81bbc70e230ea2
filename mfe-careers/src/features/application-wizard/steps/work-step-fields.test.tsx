import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EXPERIENCE_MAX_DIGITS, SALARY_MAX_DIGITS } from '@site/shared/form-rules';
import { renderFields } from '../test-form.tsx';
import { WorkStepFields } from './work-step-fields.tsx';

const lastJob = [
  'Last company name',
  'Last department',
  'Role and responsibilities',
  'Last drawn salary (monthly CTC)',
  'Experience in years',
];
const shownLastJob = () => lastJob.filter((label) => screen.queryByLabelText(label) !== null);

describe('the work step', () => {
  it('reveals the last job for an experienced applicant only', async () => {
    renderFields(<WorkStepFields />);
    expect(shownLastJob()).toEqual([]);
    await userEvent.selectOptions(screen.getByLabelText('Do you have work experience?'), 'Yes');
    expect(shownLastJob()).toEqual(lastJob);
    await userEvent.selectOptions(screen.getByLabelText('Do you have work experience?'), 'No');
    expect(shownLastJob()).toEqual([]);
    expect(screen.getByLabelText(/^Have you worked with .+ before\?$/)).toBeInTheDocument();
  });

  it('takes at most 9 digits of salary and 2 of experience', async () => {
    renderFields(<WorkStepFields />, { isExperienced: 'Yes' });
    const salary = screen.getByLabelText('Last drawn salary (monthly CTC)');
    const years = screen.getByLabelText('Experience in years');
    await userEvent.type(salary, '25,000');
    await userEvent.type(years, '3y');
    expect(salary).toHaveValue('25000');
    expect(years).toHaveValue('3');
    expect(salary).toHaveAttribute('maxLength', String(SALARY_MAX_DIGITS));
    expect(years).toHaveAttribute('maxLength', String(EXPERIENCE_MAX_DIGITS));
  });
});
