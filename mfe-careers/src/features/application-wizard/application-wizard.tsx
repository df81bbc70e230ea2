import { useMemo, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { useIsClient } from '@site/shared';
import type { FormValues } from '@site/shared/form-rules';
import type { CareerSelection } from '../../lib/career-selection.ts';
import { loadApplicationDraft } from './application-draft.ts';
import { initialApplicationValues } from './initial-values.ts';
import { LeavePageWarning } from './leave-page-warning.tsx';
import { StepFields } from './step-fields.tsx';
import { useApplicationSubmit } from './use-application-submit.ts';
import { useStepChange } from './use-step-change.ts';
import { WizardFormError } from './wizard-form-error.tsx';
import { WizardNavigation } from './wizard-navigation.tsx';
import { WizardProgress } from './wizard-progress.tsx';
import { LAST_STEP, stepTitles, stepValidator } from './wizard-steps.ts';
import styles from './wizard.module.css';

/**
 * The four-step application as one final-form form (react-final-form's
 * wizard): each page validates with its own step's shared rules, Next Step
 * is a submit of that page, and the last page sends the whole application.
 */
export function ApplicationWizard({ selection }: { selection: CareerSelection }) {
  const [now] = useState(() => new Date());
  // A draft is the tab's: read once the page runs in the browser (after hydration), never while rendering the
  // server's HTML again. The form takes it as new initial values.
  const isClient = useIsClient();
  const draft = useMemo(
    () => (isClient ? loadApplicationDraft(selection.positionName) : undefined),
    [isClient, selection.positionName],
  );
  const initialValues = useMemo(() => initialApplicationValues(selection, now, draft), [selection, now, draft]);
  const [step, setStep] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const campaign = Boolean(selection.campaignDetail);
  const validate = useMemo(() => stepValidator(step, { now, campaign }), [step, now, campaign]);
  const submitApplication = useApplicationSubmit(selection.positionName);
  useStepChange(step, headingRef);

  const onSubmit = (values: FormValues) => {
    if (step < LAST_STEP) {
      setStep(step + 1);
      return undefined;
    }
    return submitApplication(values);
  };

  return (
    <Form<FormValues>
      onSubmit={onSubmit}
      validate={validate}
      initialValues={initialValues}
      subscription={{}}
      render={({ handleSubmit }) => (
        <form className={styles.wizard} onSubmit={handleSubmit} noValidate aria-labelledby="wizard-step-heading">
          {draft ? (
            <p role="status" className={styles.restored}>
              Your earlier answers for this position are filled in. Check them and submit again.
            </p>
          ) : null}
          <WizardProgress step={step} />
          <h2 id="wizard-step-heading" ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
            {stepTitles[step]}
          </h2>
          <StepFields step={step} campaign={campaign} now={now} />
          <WizardFormError />
          <WizardNavigation step={step} onPrevious={() => setStep(step - 1)} />
          <LeavePageWarning />
        </form>
      )}
    />
  );
}
