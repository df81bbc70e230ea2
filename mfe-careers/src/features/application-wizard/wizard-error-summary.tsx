import { APPLICATION_FORM_ERROR_KEY } from '@site/shared';
import { fieldControlId } from '@site/shared/forms';
import { fieldLabels } from './field-labels.ts';
import styles from './wizard.module.css';

/** The prefix of the wizard's field ids (FieldIdPrefixContext), so the summary can link to each field. */
export const WIZARD_FIELD_PREFIX = 'apply';

/** 'Mobile number: Invalid phone number'; a question's own mark stands in for the colon. */
const linkText = (label: string, message: string) => `${label}${label.endsWith('?') ? '' : ':'} ${message}`;

/**
 * A step the host refused (posted without JavaScript, docs/decisions/010):
 * what is wrong, each message linking to its field. The fields show their
 * own messages too.
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
              <a href={`#${fieldControlId(WIZARD_FIELD_PREFIX, name)}`}>
                {linkText(fieldLabels[name] ?? name, message)}
              </a>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
