import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { Form } from 'react-final-form';
import type { SubmissionErrors } from 'final-form';
import { HONEYPOT_FIELD } from '../constants/submissions.ts';
import { checked, email, required } from '../validation/rules.ts';
import { digitsOnly } from '../validation/input-format.ts';
import { validationMessages } from '../validation/messages.ts';
import { CheckboxField, SelectField, TextAreaField, TextField } from './form-field.tsx';
import { HoneypotField } from './form-field-honeypot.tsx';

type Values = Record<string, unknown>;
type Submit = (values: Values) => SubmissionErrors;

function renderForm(onSubmit: Submit, showErrorsAfterSubmit = true) {
  render(
    <Form<Values>
      onSubmit={onSubmit}
      render={({ handleSubmit }) => (
        <form noValidate onSubmit={handleSubmit}>
          <TextField name="email" label="Email" type="email" validate={email} required description="Work address" />
          <TextField
            name="phone"
            label="Phone"
            type="tel"
            parse={digitsOnly}
            showErrorsAfterSubmit={showErrorsAfterSubmit}
            validate={required}
          />
          <TextAreaField name="message" label="Message" validate={required} />
          <SelectField name="country" label="Country" options={['India', { value: 'US', label: 'United States' }]} />
          <CheckboxField name="accept" label="I accept the terms" validate={checked(validationMessages.acceptTerms)} />
          <button type="submit">Send</button>
        </form>
      )}
    />,
  );
}

describe('the shared field family', () => {
  it('labels every control and shows no error before a submit attempt', async () => {
    renderForm(jest.fn<Submit>());

    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Work address');
    expect(screen.getByLabelText('Message').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Country')).toHaveDisplayValue('Select');
    expect(screen.getByRole('option', { name: 'United States' })).toHaveValue('US');
    expect(screen.getByRole('checkbox', { name: 'I accept the terms' })).not.toBeChecked();

    await userEvent.type(screen.getByLabelText('Email'), 'not-an-address');
    await userEvent.tab();

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('after a submit attempt ties each error to its control and announces it', async () => {
    const onSubmit = jest.fn<Submit>();
    renderForm(onSubmit);

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(onSubmit).not.toHaveBeenCalled();
    const emailInput = screen.getByLabelText('Email');
    expect(emailInput).toHaveAttribute('aria-invalid', 'true');
    expect(emailInput).toHaveAccessibleDescription(`Work address ${validationMessages.required}`);
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(validationMessages.required);
    expect(screen.getByRole('checkbox', { name: 'I accept the terms' })).toHaveAccessibleDescription(
      validationMessages.acceptTerms,
    );
    expect(screen.getAllByRole('alert')).toHaveLength(4);

    await userEvent.type(emailInput, 'someone@example.com');

    expect(emailInput).not.toHaveAttribute('aria-invalid');
    expect(screen.getAllByRole('alert')).toHaveLength(3);
  });

  it('can show a rule error once the visitor leaves the field', async () => {
    renderForm(jest.fn<Submit>(), false);

    await userEvent.click(screen.getByLabelText('Phone'));
    await userEvent.tab();

    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(validationMessages.required);
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('stores what parse keeps and sends the values', async () => {
    const onSubmit = jest.fn<Submit>();
    renderForm(onSubmit);

    await userEvent.type(screen.getByLabelText('Email'), 'someone@example.com');
    await userEvent.type(screen.getByLabelText('Phone'), '98a76-54 3210');
    await userEvent.type(screen.getByLabelText('Message'), 'Hello');
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'US');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the terms' }));

    expect(screen.getByLabelText('Phone')).toHaveValue('9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      email: 'someone@example.com',
      phone: '9876543210',
      message: 'Hello',
      country: 'US',
      accept: true,
    });
  });

  it("shows the server's error for a value until the visitor changes it", async () => {
    renderForm(() => ({ email: 'Already subscribed' }));

    await userEvent.type(screen.getByLabelText('Email'), 'someone@example.com');
    await userEvent.type(screen.getByLabelText('Phone'), '9876543210');
    await userEvent.type(screen.getByLabelText('Message'), 'Hello');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the terms' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    const emailInput = screen.getByLabelText('Email');
    expect(emailInput).toHaveAttribute('aria-invalid', 'true');
    expect(emailInput).toHaveAccessibleDescription('Work address Already subscribed');
    expect(screen.getByLabelText('Email')).toHaveValue('someone@example.com');

    await userEvent.type(emailInput, 'x');

    expect(emailInput).not.toHaveAttribute('aria-invalid');
  });
});

describe('HoneypotField', () => {
  it('is out of the tab order, the accessibility tree and autofill', () => {
    const ref = createRef<HTMLInputElement>();
    const { container } = render(<HoneypotField ref={ref} />);

    const input = container.querySelector(`input[name="${HONEYPOT_FIELD}"]`);
    expect(input).toBe(ref.current);
    expect(input).toHaveAttribute('tabindex', '-1');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(ref.current?.value).toBe('');
  });
});
