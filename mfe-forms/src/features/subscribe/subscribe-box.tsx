import { useId, useState } from 'react';
import { TextField, subscribeFormSchema, validationMessages } from '@site/shared/forms';
import { SUBSCRIBED_QUERY_PARAM } from '@site/shared';
import { useLocation } from '@site/shared/router';
import { FormErrorAlert } from '../submissions/form-error-alert.tsx';
import { FormScaffold } from '../submissions/form-scaffold.tsx';
import { SubmitButton } from '../submissions/submit-button.tsx';
import styles from './subscribe-box.module.css';

const rules = subscribeFormSchema.fields;
const labels: Record<string, string> = { email: 'Email' };

/** The guide page's newsletter box (site-spec.md section 2.7): an e-mail address and GO. */
export function SubscribeBox() {
  const headingId = useId();
  // Sent without JavaScript, a stored subscription comes back to the page with SUBSCRIBED_QUERY_PARAM.
  const { search } = useLocation();
  const [subscribed, setSubscribed] = useState(() => new URLSearchParams(search).has(SUBSCRIBED_QUERY_PARAM));

  return (
    <section className={styles.box} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Subscribe to our newsletter
      </h2>
      <p className={styles.lead}>New guides on outsourcing, operations and AI, straight to your inbox.</p>
      <FormScaffold<{ email?: string }>
        schema={subscribeFormSchema}
        labels={labels}
        onSuccess={() => setSubscribed(true)}
        submit={(values, send) => {
          setSubscribed(false);
          return send(values);
        }}
        formAttributes={{ className: styles.form, 'aria-labelledby': headingId }}
      >
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
      </FormScaffold>
      <p role="status" className={styles.success}>
        {subscribed ? validationMessages.subscribeSuccess : ''}
      </p>
    </section>
  );
}
