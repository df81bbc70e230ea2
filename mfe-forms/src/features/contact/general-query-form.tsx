import { useNavigate } from '@site/shared/router';
import { getRoute } from '@site/shared';
import { TextAreaField, TextField, generalQueryFormSchema, stripDigits } from '@site/shared/forms';
import { FormActions } from '../submissions/form-actions.tsx';
import styles from '../submissions/form-layout.module.css';
import { FormScaffold } from '../submissions/form-scaffold.tsx';
import { DEFAULT_DIAL_COUNTRY, countryCodeErrorsToField, withCountryCode } from './dial-country.ts';
import { PhoneWithCountryCode } from './phone-with-country-code.tsx';
import { ResetWhenLeft } from './reset-when-left.tsx';

type GeneralQueryValues = Partial<
  Record<'name' | 'email' | 'dialCountry' | 'phone' | 'whereUFindUs' | 'message', string>
>;

const rules = generalQueryFormSchema.fields;
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
  return (
    <FormScaffold<GeneralQueryValues>
      schema={generalQueryFormSchema}
      labels={labels}
      defaultValues={defaultValues}
      onSuccess={() => void navigate(getRoute('media-thankyou').path)}
      submit={async (values, send) => countryCodeErrorsToField(await send(withCountryCode({ ...values })))}
      formAttributes={{ className: styles.form, 'aria-label': 'Media and general query' }}
    >
      <ResetWhenLeft active={active} />
      <TextField name="name" label="Name" autoComplete="name" parse={stripDigits} validate={rules.name} required />
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
      <FormActions>Submit</FormActions>
    </FormScaffold>
  );
}
