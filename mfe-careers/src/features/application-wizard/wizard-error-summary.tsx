import { useRef } from 'react';
import { useFormState } from 'react-final-form';
import { APPLICATION_FORM_ERROR_KEY, formControlId } from '@site/shared';
import { useFailedSubmit } from '@site/shared/forms';
import { fieldLabels } from './field-labels.ts';
import styles from './wizard.module.css';

/**
 * What the wizard's fields take their ids from (NativeFormIdContext, `apply-<field>`), so the summary can link
 * to each. Not its form id (`apply-now`): the wizard shows a refused step's messages itself, as a failed submit
 * of that step, so the fields must not add the post's messages a second time.
 */
export const WIZARD_FIELD_PREFIX = 'apply';

/** 'Mobile number: Invalid phone number'; a question's own mark stands in for the colon. */
const linkText = (label: string, message: string) => `${label}${label.endsWith('?') ? '' : ':'} ${message}`;

/**
 * What is wrong with a step, each message linking to its field. The fields
 * show their own messages too, without announcing them: this is the one
 * alert (issue 18).
 */
export function WizardErrorSummary({ errors }: { errors: Readonly<Record<string, string>> }) {
  const entries = Object.entries(errors);
  if (entries.length === 0) return null;
  return (
    <div role="alert" aria-labelledby="wizard-error-summary" className={styles.errorSummary}>
      <h3 id="wizard-error-summary" className={styles.errorSummaryHeading}>
        There is a problem with this step
      </h3>
      <ul className={styles.errorSummaryList}>
        {entries.map(([name, message]) =>
          name === APPLICATION_FORM_ERROR_KEY ? (
            <li key={name}>{message}</li>
          ) : (
            <li key={name}>
              <a href={`#${formControlId(WIZARD_FIELD_PREFIX, name)}`}>
                {linkText(fieldLabels[name] ?? name, message)}
              </a>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}

/**
 * The step's one error summary: after each failed Next or Send with JavaScript, the fields that submit left
 * failing (a new alert each time, kept as it was until the next submit); before that, the errors of a step the
 * host refused (posted without JavaScript, docs/decisions/010). Rendered afresh for each step.
 */
export function StepErrorSummary({ posted }: { posted: Readonly<Record<string, string>> | undefined }) {
  const anchor = useRef<HTMLDivElement>(null);
  const failed = useFailedSubmit(anchor, fieldLabels);
  const { submitFailed } = useFormState({ subscription: { submitFailed: true } });
  return (
    <div ref={anchor}>
      {failed && submitFailed ? (
        <WizardErrorSummary key={failed.attempt} errors={Object.fromEntries(failed.fields)} />
      ) : posted ? (
        <WizardErrorSummary errors={posted} />
      ) : null}
    </div>
  );
}
