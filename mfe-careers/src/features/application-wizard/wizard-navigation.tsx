import { useFormState } from 'react-final-form';
import { LAST_STEP } from './wizard-steps.ts';
import styles from './wizard.module.css';

interface WizardNavigationProps {
  step: number;
  onPrevious: () => void;
}

/** Next Step on the first three steps, Previous Step from the second on, Submit on the last. */
export function WizardNavigation({ step, onPrevious }: WizardNavigationProps) {
  const { submitting } = useFormState({ subscription: { submitting: true } });
  return (
    <div className={styles.navigation}>
      {step > 0 ? (
        <button type="button" className={styles.secondaryButton} onClick={onPrevious} disabled={submitting}>
          Previous Step
        </button>
      ) : null}
      {step < LAST_STEP ? (
        <button type="submit" className={styles.primaryButton}>
          Next Step
        </button>
      ) : (
        <button type="submit" className={styles.primaryButton} disabled={submitting} aria-busy={submitting}>
          {submitting ? 'Submitting…' : 'Submit'}
        </button>
      )}
    </div>
  );
}
