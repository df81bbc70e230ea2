import { useNavigate } from '@site/shared/router';
import { getRoute } from '@site/shared';
import {
  CheckboxField,
  E164_MAX_DIGITS,
  SelectField,
  TextAreaField,
  TextField,
  consultationFormSchema,
  digitsOnly,
  stripDigits,
} from '@site/shared/forms';
import { useNotification } from '../notifications/use-notification.ts';
import { FormActions } from '../submissions/form-actions.tsx';
import styles from '../submissions/form-layout.module.css';
import { FormScaffold } from '../submissions/form-scaffold.tsx';
import type { SendForm } from '../submissions/form-scaffold.tsx';
import { ConsultationConsentText, consentLabel } from './consultation-consent.tsx';
import { type ConsultationValues, consultationNotification } from './consultation-notification.ts';
import { consultationServiceChoices } from './consultation-services.ts';

const rules = consultationFormSchema.fields;
/** The error summary's words for each field (the labels below). */
const labels: Record<string, string> = {
  firstname: 'Name',
  email: 'Email',
  company: 'Company',
  services: 'Services',
  phone: 'Phone',
  country: 'Country',
  state: 'State',
  write_your_message: 'Your message',
  accept_policy: 'Consent',
};

/**
 * The free consultation form (forms-spec.md sections 3 and 5). Success opens
 * the consultation thank-you page, then sends the notification e-mail.
 */
export function ConsultationForm() {
  const navigate = useNavigate();
  const notify = useNotification();

  const submit = async (values: ConsultationValues, send: SendForm) => {
    const errors = await send({ ...values });
    if (errors === undefined) notify(consultationNotification(values));
    return errors;
  };

  return (
    <FormScaffold<ConsultationValues>
      schema={consultationFormSchema}
      labels={labels}
      onSuccess={() => void navigate(getRoute('consultation-thankyou').path)}
      submit={submit}
      formAttributes={{ className: styles.form, 'aria-label': 'Book a free consultation' }}
    >
      <TextField
        name="firstname"
        label="Name"
        autoComplete="name"
        parse={stripDigits}
        validate={rules.firstname}
        required
      />
      <TextField name="email" label="Email" type="email" autoComplete="email" validate={rules.email} required />
      <TextField name="company" label="Company" autoComplete="organization" validate={rules.company} required />
      <SelectField
        name="services"
        label="Services"
        placeholder="Select a service"
        options={consultationServiceChoices}
        validate={rules.services}
        required
      />
      <TextField
        name="phone"
        label="Phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={E164_MAX_DIGITS}
        description="Digits only, with your country code, e.g. 14155550123."
        parse={digitsOnly}
        validate={rules.phone}
      />
      <TextField
        name="country"
        label="Country"
        autoComplete="country-name"
        parse={stripDigits}
        validate={rules.country}
        required
      />
      <TextField
        name="state"
        label="State"
        autoComplete="address-level1"
        parse={stripDigits}
        validate={rules.state}
        required
      />
      <TextAreaField
        name="write_your_message"
        label="Your message"
        rows={5}
        className={styles.wide}
        placeholder="Which processes would you like to outsource, and what volumes do you handle today?"
        validate={rules.write_your_message}
        required
      />
      <CheckboxField
        name="accept_policy"
        label={consentLabel}
        description={<ConsultationConsentText />}
        className={styles.wide}
        validate={rules.accept_policy}
        required
      />
      <FormActions>Book my free consultation</FormActions>
    </FormScaffold>
  );
}
