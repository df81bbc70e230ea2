import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { MemoryRouter } from 'react-router';
import { FORM_ID_FIELD, FORM_TOKEN_FIELD, formControlId, formErrorSummaryId, formPostMessages } from '../contracts.ts';
import type { FormPageState } from '../contracts.ts';
import { consultationFormSchema } from '../forms/consultation-form.ts';
import { validationMessages } from '../validation/messages.ts';
import { CheckboxField, SelectField, TextField } from './form-field.tsx';
import { FormErrorSummary, NativeFormFields, useNativeForm } from './form-field-native.tsx';
import { FormPageStateContext } from './form-page-state.ts';

const rules = consultationFormSchema.fields;
const labels = { firstname: 'Name', email: 'Email', services: 'Services', accept_policy: 'Consent' };
const refused: FormPageState = {
  token: '1800000000000.signature',
  posted: {
    formId: 'consultation',
    values: { firstname: 'Ravi', email: 'ravi@', services: 'insurance' },
    errors: { email: validationMessages.invalidEmail, accept_policy: validationMessages.acceptTerms },
  },
};

function ConsultationLike() {
  const { initialValues, formProps } = useNativeForm<Record<string, unknown>>('consultation');
  return (
    <Form
      onSubmit={() => undefined}
      initialValues={initialValues}
      render={({ handleSubmit }) => (
        <form noValidate aria-label="Consultation" {...formProps} onSubmit={handleSubmit}>
          <NativeFormFields formId="consultation">
            <FormErrorSummary formId="consultation" labels={labels} />
            <TextField name="firstname" label="Name" validate={rules.firstname} />
            <TextField name="email" label="Email" validate={rules.email} />
            <SelectField name="services" label="Services" options={['insurance', 'data annotation']} />
            <CheckboxField name="accept_policy" label="I accept" validate={rules.accept_policy} />
            <button type="submit">Send</button>
          </NativeFormFields>
        </form>
      )}
    />
  );
}

function renderPage(formState: FormPageState | undefined, url = '/book-free-consultation-call?from=menu') {
  return render(
    <FormPageStateContext.Provider value={formState}>
      <MemoryRouter initialEntries={[url]}>
        <ConsultationLike />
      </MemoryRouter>
    </FormPageStateContext.Provider>,
  );
}

describe('a form that posts natively', () => {
  it('posts to its own page with its form id and the token, and its controls have ids from form and field', () => {
    const { container } = renderPage({ token: 'the-token' });
    const form = screen.getByRole('form', { name: 'Consultation' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/book-free-consultation-call?from=menu');
    expect(container.querySelector(`input[name="${FORM_ID_FIELD}"]`)).toHaveValue('consultation');
    expect(container.querySelector(`input[name="${FORM_TOKEN_FIELD}"]`)).toHaveValue('the-token');
    expect(screen.getByLabelText('Email')).toHaveAttribute('id', formControlId('consultation', 'email'));
    expect(screen.getByLabelText('Email')).toHaveAttribute('name', 'email');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a refused post again: its values, its messages beside the fields, one summary linking to them', () => {
    renderPage(refused);
    expect(screen.getByLabelText('Name')).toHaveValue('Ravi');
    expect(screen.getByLabelText('Email')).toHaveValue('ravi@');
    expect(screen.getByLabelText('Services')).toHaveValue('insurance');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(validationMessages.invalidEmail);
    expect(screen.getByLabelText('I accept')).toHaveAccessibleDescription(validationMessages.acceptTerms);
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');

    const [summary, ...others] = screen.getAllByRole('alert');
    expect(others).toHaveLength(0);
    expect(summary).toHaveAttribute('id', formErrorSummaryId('consultation'));
    expect(summary).toHaveAccessibleName(formPostMessages.errorSummaryHeading);
    expect(screen.getByRole('link', { name: `Email: ${validationMessages.invalidEmail}` })).toHaveAttribute(
      'href',
      `#${formControlId('consultation', 'email')}`,
    );
    expect(screen.getByRole('link', { name: `Consent: ${validationMessages.acceptTerms}` })).toHaveAttribute(
      'href',
      `#${formControlId('consultation', 'accept_policy')}`,
    );
  });

  it('keeps a posted message until the visitor edits that field; a failed JavaScript submit shows its own summary', async () => {
    renderPage(refused);
    const emailInput = screen.getByLabelText('Email');
    await userEvent.type(emailInput, 'x');
    expect(emailInput).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('I accept')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    // One alert again (issue 18): this submit's summary, naming what the rules refused; the fields do not alert.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: `Consent: ${validationMessages.acceptTerms}` })).toBeVisible(),
    );
    const [summary, ...others] = screen.getAllByRole('alert');
    expect(others).toHaveLength(0);
    expect(summary).toHaveAccessibleName(formPostMessages.errorSummaryHeading);
  });

  it('ignores a refused post of another form on the page', () => {
    renderPage({ token: refused.token, posted: { formId: 'subscribe', values: { email: 'x' }, errors: {} } });
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('renders without a token when the page has none (rendered in the browser)', () => {
    const onError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = renderPage(undefined);
    expect(container.querySelector(`input[name="${FORM_TOKEN_FIELD}"]`)).toBeNull();
    expect(onError).not.toHaveBeenCalled();
    onError.mockRestore();
  });
});
