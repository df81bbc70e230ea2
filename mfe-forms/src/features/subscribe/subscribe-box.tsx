import { useId, useState } from 'react';
import { Form } from 'react-final-form';
import {
  FormErrorSummary,
  HoneypotField,
  NativeFormFields,
  TextField,
  subscribeFormSchema,
  useNativeForm,
  validationMessages,
} from '@site/shared/forms';
import { SUBSCRIBED_QUERY_PARAM } from '@site/shared';
import { useLocation } from '@site/shared/router';
import { submitAndFocusFirstError } from '../submissions/focus-first-error.ts';
import { FormErrorAlert } from '../submissions/form-error-alert.tsx';
import { SubmitButton } from '../submissions/submit-button.tsx';
import { useFormSubmission } from '../submissions/use-form-submission.ts';
import styles from './subscribe-box.module.css';

const rules = subscribeFormSchema.fields;
const fieldNames = Object.keys(rules);
const formId = subscribeFormSchema.id;
const labels: Record<string, string> = { email: 'Email' };

/** The guide page's newsletter box (site-spec.md section 2.7): an e-mail address and GO. */
export function SubscribeBox() {
  const headingId = useId();
  // Sent without JavaScript, a stored subscription comes back to the page with SUBSCRIBED_QUERY_PARAM.
  const { search } = useLocation();
  const [subscribed, setSubscribed] = useState(() => new URLSearchParams(search).has(SUBSCRIBED_QUERY_PARAM));
  const { initialValues, formProps } = useNativeForm<{ email?: string }>(formId);
  const { honeypotRef, onSubmit } = useFormSubmission({
    formId,
    fieldNames,
    onSuccess: () => setSubscribed(true),
  });

  return (
    <section className={styles.box} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Subscribe to our newsletter
      </h2>
      <p className={styles.lead}>New guides on outsourcing, operations and AI, straight to your inbox.</p>
      <Form<{ email?: string }>
        onSubmit={(values) => {
          setSubscribed(false);
          return onSubmit(values);
        }}
        initialValues={initialValues}
        subscription={{ submitting: true }}
        render={({ handleSubmit, form, submitting }) => (
          <form
            noValidate
            {...formProps}
            aria-labelledby={headingId}
            className={styles.form}
            aria-busy={submitting}
            onSubmit={(event) => submitAndFocusFirstError(event, handleSubmit, form)}
          >
            <NativeFormFields formId={formId}>
              <FormErrorSummary formId={formId} labels={labels} />
              <HoneypotField ref={honeypotRef} />
              <TextField
                name="email"
                label="Email"
                type="email"
                autoComplete="email"
                placeholder="Enter your email"
                className={styles.email}
                validate={rules.email}
                required
              />
              <SubmitButton className={styles.go}>GO</SubmitButton>
              <FormErrorAlert />
            </NativeFormFields>
          </form>
        )}
      />
      <p role="status" className={styles.success}>
        {subscribed ? validationMessages.subscribeSuccess : ''}
      </p>
    </section>
  );
}
