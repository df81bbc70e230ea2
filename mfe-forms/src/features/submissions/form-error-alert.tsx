import { useFormState } from 'react-final-form';
import styles from './form-layout.module.css';

/**
 * The failure message of a submission the visitor cannot fix beside a field
 * (forms-spec.md section 8), kept on the page as an announced alert until
 * the visitor changes something, so it does not depend on the browser dialog.
 */
export function FormErrorAlert() {
  const { submitError, dirtySinceLastSubmit } = useFormState({
    subscription: { submitError: true, dirtySinceLastSubmit: true },
  });
  if (typeof submitError !== 'string' || dirtySinceLastSubmit) return null;
  return (
    <p role="alert" className={styles.formError}>
      {submitError}
    </p>
  );
}
