import { Form } from 'react-final-form';
import { useNavigate } from '@site/shared/router';
import { getRoute } from '@site/shared';
import {
  FormErrorSummary,
  HoneypotField,
  NativeFormFields,
  TextAreaField,
  TextField,
  generalQueryFormSchema,
  stripDigits,
  useNativeForm,
} from '@site/shared/forms';
import { FormErrorAlert } from '../submissions/form-error-alert.tsx';
import styles from '../submissions/form-layout.module.css';
import { submitAndFocusFirstError } from '../submissions/focus-first-error.ts';
import { SubmitButton } from '../submissions/submit-button.tsx';
import { useFormSubmission } from '../submissions/use-form-submission.ts';
import { DEFAULT_DIAL_COUNTRY, countryCodeErrorsToField, withCountryCode } from './dial-country.ts';
import { PhoneWithCountryCode } from './phone-with-country-code.tsx';
import { ResetWhenLeft } from './reset-when-left.tsx';

type GeneralQueryValues = Partial<
  Record<'name' | 'email' | 'dialCountry' | 'phone' | 'whereUFindUs' | 'message', string>
>;

const rules = generalQueryFormSchema.fields;
const fieldNames = Object.keys(rules);
const formId = generalQueryFormSchema.id;
/** The error summary's words for each field (the labels below). */
const labels: Record<string, string> = {
  name: 'Name',
  email: 'Email',
  dialCountry: 'Country code',
  phone: 'Phone',
  whereUFindUs: 'Where did you find us?',
  message: 'Message',
};
const defaultValues: GeneralQueryValues = { dialCountry: DEFAULT_DIAL_COUNTRY };

/** The 'Any other query' tab: media and general queries (forms-spec.md sections 3 and 5). */
export function GeneralQueryForm({ active }: { active: boolean }) {
  const navigate = useNavigate();
  const { initialValues, formProps } = useNativeForm(formId, defaultValues);
  const { honeypotRef, onSubmit } = useFormSubmission({
    formId,
    fieldNames,
    onSuccess: () => void navigate(getRoute('media-thankyou').path),
  });

  return (
    <Form<GeneralQueryValues>
      onSubmit={async (values) => countryCodeErrorsToField(await onSubmit(withCountryCode({ ...values })))}
      initialValues={initialValues}
      subscription={{ submitting: true }}
      render={({ handleSubmit, form, submitting }) => (
        <form
          noValidate
          {...formProps}
          aria-label="Media and general query"
          className={styles.form}
          aria-busy={submitting}
          onSubmit={(event) => submitAndFocusFirstError(event, handleSubmit, form)}
        >
          <ResetWhenLeft active={active} />
          <NativeFormFields formId={formId}>
            <FormErrorSummary formId={formId} labels={labels} />
            <HoneypotField ref={honeypotRef} />
            <TextField
              name="name"
              label="Name"
              autoComplete="name"
              parse={stripDigits}
              validate={rules.name}
              required
            />
            <TextField name="email" label="Email" type="email" autoComplete="email" validate={rules.email} required />
            <PhoneWithCountryCode rules={rules} />
            <TextField name="whereUFindUs" label="Where did you find us?" validate={rules.whereUFindUs} required />
            <TextAreaField
              name="message"
              label="Message"
              rows={4}
              className={styles.wide}
              validate={rules.message}
              required
            />
            <div className={styles.actions}>
              <SubmitButton>Submit</SubmitButton>
              <FormErrorAlert />
            </div>
          </NativeFormFields>
        </form>
      )}
    />
  );
}
