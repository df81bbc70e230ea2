import type { MouseEvent } from 'react';
import { useFormState } from 'react-final-form';
import { APPLICATION_ACTION_FIELD, applicationActions } from '@site/shared';
import { LAST_STEP } from './wizard-steps.ts';
import styles from './wizard.module.css';

interface WizardNavigationProps {
  step: number;
  onPrevious: () => void;
}

/** Runs `action` with JavaScript; without it (or before hydration) the button posts the step to the host. */
const instead = (action: () => void) => (event: MouseEvent) => {
  event.preventDefault();
  action();
};

/**
 * The first submit button of the wizard's form: what Enter in a field
 * presses, with or without JavaScript (Next Step or Submit, never Previous).
 */
export function DefaultWizardAction() {
  return (
    <button
      type="submit"
      name={APPLICATION_ACTION_FIELD}
      value={applicationActions.next}
      className={styles.defaultAction}
      tabIndex={-1}
      aria-hidden="true"
    />
  );
}

/**
 * Next Step on the first three steps, Previous Step from the second on,
 * Submit on the last. Each is a real submit button, so the step posts to the
 * shell's host when the page is not running yet (docs/decisions/010).
 */
export function WizardNavigation({ step, onPrevious }: WizardNavigationProps) {
  const { submitting } = useFormState({ subscription: { submitting: true } });
  return (
    <div className={styles.navigation}>
      {step > 0 ? (
        <button
          type="submit"
          name={APPLICATION_ACTION_FIELD}
          value={applicationActions.previous}
          formNoValidate
          className={styles.secondaryButton}
          onClick={instead(onPrevious)}
          disabled={submitting}
        >
          Previous Step
        </button>
      ) : null}
      {step < LAST_STEP ? (
        <button
          type="submit"
          name={APPLICATION_ACTION_FIELD}
          value={applicationActions.next}
          className={styles.primaryButton}
        >
          Next Step
        </button>
      ) : (
        <button
          type="submit"
          name={APPLICATION_ACTION_FIELD}
          value={applicationActions.next}
          className={styles.primaryButton}
          disabled={submitting}
          aria-busy={submitting}
        >
          {submitting ? 'Submitting…' : 'Submit'}
        </button>
      )}
    </div>
  );
}

/** Start again: deletes the saved draft and shows the first step empty; a post of its own without JavaScript. */
export function StartAgain({ onRestart }: { onRestart: () => void }) {
  return (
    <div className={styles.restart}>
      <button
        type="submit"
        name={APPLICATION_ACTION_FIELD}
        value={applicationActions.restart}
        formNoValidate
        className={styles.linkButton}
        onClick={instead(onRestart)}
      >
        Start again
      </button>
    </div>
  );
}
