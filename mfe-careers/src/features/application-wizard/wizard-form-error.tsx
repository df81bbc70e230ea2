import { useFormState } from 'react-final-form';
import styles from './wizard.module.css';

/** A submission that failed on the way (not a refusal): the answers stay, and Submit sends them again. */
export function WizardFormError() {
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
