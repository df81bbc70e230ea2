import { useNavigate } from '@site/shared/router';
import { getRoute } from '@site/shared';
import {
  CONTACT_PHONE_DIGITS,
  TextAreaField,
  TextField,
  digitsOnly,
  stripDigits,
  talkToExpertFormSchema,
} from '@site/shared/forms';
import { FormActions } from '../submissions/form-actions.tsx';
import styles from '../submissions/form-layout.module.css';
import { FormScaffold } from '../submissions/form-scaffold.tsx';

type TalkToExpertValues = Partial<Record<'name' | 'email' | 'phone' | 'company' | 'message', string>>;

const rules = talkToExpertFormSchema.fields;
const labels: Record<string, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
  message: 'Message',
};

/**
 * The footer's 'Talk to our experts' form (forms-spec.md): marked submitted
 * on send and not sent while invalid; success goes to the consultation
 * thank-you page.
 */
export function TalkToExpertForm() {
  const navigate = useNavigate();
  return (
    <FormScaffold<TalkToExpertValues>
      schema={talkToExpertFormSchema}
      labels={labels}
      onSuccess={() => void navigate(getRoute('consultation-thankyou').path)}
      formAttributes={{ className: styles.form }}
    >
      <TextField name="name" label="Name" autoComplete="name" parse={stripDigits} validate={rules.name} required />
      <TextField name="email" label="Email" type="email" autoComplete="email" validate={rules.email} required />
      <TextField
        name="phone"
        label="Phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder={`${CONTACT_PHONE_DIGITS}-digit number`}
        parse={digitsOnly}
        validate={rules.phone}
        required
      />
      <TextField name="company" label="Company" autoComplete="organization" validate={rules.company} required />
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
