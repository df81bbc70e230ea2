import type { FormApi } from 'final-form';
import { Form } from 'react-final-form';
import { useNavigate } from '@site/shared/router';
import { getRoute } from '@site/shared';
import {
  FormErrorSummary,
  HoneypotField,
  NativeFormFields,
  SelectField,
  TextField,
  careersEnquiryFormSchema,
  stripDigits,
  whereDidYouGotToKnowOptions,
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
import { ResumeUploadField } from './resume-upload-field.tsx';
import { useResumeUpload } from './use-resume-upload.ts';

type CareersEnquiryValues = Partial<
  Record<'name' | 'email' | 'dialCountry' | 'phone' | 'whereUDoFindUs' | 'whereDidYouGotToKnow' | 'resume', string>
>;

const rules = careersEnquiryFormSchema.fields;
const fieldNames = Object.keys(rules);
const formId = careersEnquiryFormSchema.id;
/** The error summary's words for each field (the labels below). */
const labels: Record<string, string> = {
  name: 'Name',
  email: 'Email',
  dialCountry: 'Country code',
  phone: 'Phone',
  whereUDoFindUs: 'Where did you find us?',
  whereDidYouGotToKnow: 'How did you get to know about us?',
  resume: 'Resume',
};
const defaultValues: CareersEnquiryValues = { dialCountry: DEFAULT_DIAL_COUNTRY };

/** The Careers tab (forms-spec.md sections 3 and 5); success goes to the careers thank-you page. */
export function CareersEnquiryForm({ active }: { active: boolean }) {
  const navigate = useNavigate();
  const { initialValues, formProps } = useNativeForm(formId, defaultValues, { multipart: true });
  const upload = useResumeUpload();
  const { honeypotRef, onSubmit } = useFormSubmission({
    formId,
    fieldNames,
    onSuccess: () => void navigate(getRoute('careers-thankyou').path),
  });

  const submit = async (_values: CareersEnquiryValues, form: FormApi<CareersEnquiryValues>) => {
    const refused = upload.refusedMessage();
    if (refused) return { resume: refused };
    // A resume still uploading is sent with the address it gets.
    await upload.settled();
    return countryCodeErrorsToField(await onSubmit(withCountryCode({ ...form.getState().values })));
  };

  return (
    <Form<CareersEnquiryValues>
      onSubmit={submit}
      initialValues={initialValues}
      subscription={{ submitting: true }}
      render={({ handleSubmit, form, submitting }) => (
        <form
          noValidate
          {...formProps}
          aria-label="Careers enquiry"
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
            <TextField name="whereUDoFindUs" label="Where did you find us?" validate={rules.whereUDoFindUs} required />
            <SelectField
              name="whereDidYouGotToKnow"
              label="How did you get to know about us?"
              options={whereDidYouGotToKnowOptions}
              validate={rules.whereDidYouGotToKnow}
              required
            />
            <ResumeUploadField upload={upload} validate={rules.resume} />
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
