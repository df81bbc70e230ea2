import { Form } from 'react-final-form';
import { useNavigate } from '@site/shared/router';
import { getRoute } from '@site/shared';
import {
  CONTACT_PHONE_DIGITS,
  FormErrorSummary,
  HoneypotField,
  NativeFormFields,
  TextAreaField,
  TextField,
  digitsOnly,
  stripDigits,
  talkToExpertFormSchema,
  useNativeForm,
} from '@site/shared/forms';
import { useFormSubmission } from '../submissions/use-form-submission.ts';
import styles from './talk-to-expert-form.module.css';

type TalkToExpertValues = Partial<Record<'name' | 'email' | 'phone' | 'company' | 'message', string>>;

const rules = talkToExpertFormSchema.fields;
const fieldNames = Object.keys(rules);
const formId = talkToExpertFormSchema.id;
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
  const { initialValues, formProps } = useNativeForm<TalkToExpertValues>(formId);
  const { honeypotRef, onSubmit } = useFormSubmission({
    formId,
    fieldNames,
    onSuccess: () => void navigate(getRoute('consultation-thankyou').path),
  });

  return (
    <Form<TalkToExpertValues>
      onSubmit={onSubmit}
      initialValues={initialValues}
      render={({ handleSubmit, submitting }) => (
        <form noValidate {...formProps} onSubmit={handleSubmit} className={styles.form} aria-busy={submitting}>
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
            <div className={styles.actions}>
              <button type="submit" className={styles.submit}>
                Submit
              </button>
            </div>
          </NativeFormFields>
        </form>
      )}
    />
  );
}
