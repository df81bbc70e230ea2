import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AADHAAR_MAX_LENGTH, indianStates, latestBirthDate } from '@site/shared/form-rules';
import { renderFields } from '../test-form.tsx';
import { PersonalStepFields } from './personal-step-fields.tsx';

const now = new Date(2025, 5, 11, 10, 0);
const field = (label: string) => screen.getByLabelText(label, { exact: true });

describe('the personal step', () => {
  it('reveals the spouse’s name only for Married', async () => {
    renderFields(<PersonalStepFields now={now} />);
    expect(screen.queryByLabelText("Spouse's name")).not.toBeInTheDocument();
    await userEvent.selectOptions(field('Marital status'), 'Married');
    expect(field("Spouse's name")).toBeInTheDocument();
    await userEvent.selectOptions(field('Marital status'), 'Widow');
    expect(screen.queryByLabelText("Spouse's name")).not.toBeInTheDocument();
  });

  it('shows the Aadhaar number in groups of four with dashes, at most 14 characters', async () => {
    const { values } = renderFields(<PersonalStepFields now={now} />);
    const aadhaar = field('Aadhaar number');
    expect(aadhaar).toHaveAttribute('maxLength', String(AADHAAR_MAX_LENGTH));
    await userEvent.type(aadhaar, '1234a5678 9012');
    expect(aadhaar).toHaveValue('1234-5678-9012');
    expect(values().aadhaar).toBe('1234-5678-9012');
  });

  it('drops digits from names and everything but digits from phones and pin codes', async () => {
    renderFields(<PersonalStepFields now={now} />);
    await userEvent.type(field('First name'), 'Ra2vi');
    await userEvent.type(field("Father's name"), 'Suresh 1');
    await userEvent.type(field('Mobile number'), '+91 98765-43210');
    await userEvent.type(field('Current pin code'), '31a3-0019');
    expect(field('First name')).toHaveValue('Ravi');
    expect(field("Father's name")).toHaveValue('Suresh ');
    expect(field('Mobile number')).toHaveValue('9198765432');
    expect(field('Mobile number')).toHaveAttribute('maxLength', '10');
    expect(field('Current pin code')).toHaveValue('313001');
    expect(field('Current pin code')).toHaveAttribute('maxLength', '6');
  });

  it('lets no one younger than 18 pick a birth date, and offers the 37 states and territories', () => {
    renderFields(<PersonalStepFields now={now} />);
    expect(field('Date of birth')).toHaveAttribute('max', latestBirthDate(now));
    const states = [...(field('Current state') as HTMLSelectElement).options].map((o) => o.value).filter(Boolean);
    expect(states).toEqual([...indianStates]);
    expect(states).toHaveLength(37);
  });

  it('copies the current address on Same as Current and clears it again when unticked', async () => {
    renderFields(<PersonalStepFields now={now} />, {
      currentAddress: '12 Lake Road',
      State: 'Rajasthan',
      City: 'Udaipur',
      pin: '313001',
    });
    const same = screen.getByRole('checkbox', { name: 'Same as Current' });
    await userEvent.click(same);
    expect(field('Permanent address')).toHaveValue('12 Lake Road');
    expect(field('Permanent state')).toHaveValue('Rajasthan');
    expect(field('Permanent city')).toHaveValue('Udaipur');
    expect(field('Permanent pin code')).toHaveValue('313001');
    await userEvent.click(same);
    for (const label of ['Permanent address', 'Permanent state', 'Permanent city', 'Permanent pin code']) {
      expect(field(label)).toHaveValue('');
    }
  });

  it('does not copy again when the step is shown with the box already ticked', () => {
    renderFields(<PersonalStepFields now={now} />, {
      currentAddress: '12 Lake Road',
      permanentAddressSame: true,
      permanentAddress: 'Family home, 4 Fort Lane',
    });
    expect(field('Permanent address')).toHaveValue('Family home, 4 Fort Lane');
  });
});
