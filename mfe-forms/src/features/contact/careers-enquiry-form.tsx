import type { FormApi } from 'final-form';
import { useNavigate } from '@site/shared/router';
import { getRoute } from '@site/shared';
import {
  SelectField,
  TextField,
  careersEnquiryFormSchema,
  stripDigits,
  whereDidYouGotToKnowOptions,
} from '@site/shared/forms';
import { FormActions } from '../submissions/form-actions.tsx';
import styles from '../submissions/form-layout.module.css';
import { FormScaffold } from '../submissions/form-scaffold.tsx';
import type { SendForm } from '../submissions/form-scaffold.tsx';
import { DEFAULT_DIAL_COUNTRY, countryCodeErrorsToField, withCountryCode } from './dial-country.ts';
import { PhoneWithCountryCode } from './phone-with-country-code.tsx';
import { ResetWhenLeft } from './reset-when-left.tsx';
import { ResumeUploadField } from './resume-upload-field.tsx';
import { useResumeUpload } from './use-resume-upload.ts';

type CareersEnquiryValues = Partial<
  Record<'name' | 'email' | 'dialCountry' | 'phone' | 'whereUDoFindUs' | 'whereDidYouGotToKnow' | 'resume', string>
>;

const rules = careersEnquiryFormSchema.fields;
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
  const upload = useResumeUpload();

  const submit = async (_values: CareersEnquiryValues, send: SendForm, form: FormApi<CareersEnquiryValues>) => {
    const refused = upload.refusedMessage();
    if (refused) return { resume: refused };
    // A resume still uploading is sent with the address it gets.
    await upload.settled();
    return countryCodeErrorsToField(await send(withCountryCode({ ...form.getState().values })));
  };

  return (
    <FormScaffold<CareersEnquiryValues>
      schema={careersEnquiryFormSchema}
      labels={labels}
      defaultValues={defaultValues}
      multipart
      onSuccess={() => void navigate(getRoute('careers-thankyou').path)}
      submit={submit}
      formAttributes={{ className: styles.form, 'aria-label': 'Careers enquiry' }}
    >
      <ResetWhenLeft active={active} />
      <TextField name="name" label="Name" autoComplete="name" parse={stripDigits} validate={rules.name} required />
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
      <FormActions>Submit</FormActions>
    </FormScaffold>
  );
}
