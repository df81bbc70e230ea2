import { useEffect, useMemo, useRef, useState } from 'react';
import { createForm } from 'final-form';
import type { FormApi } from 'final-form';
import { Form } from 'react-final-form';
import { useLocation } from '@site/shared/router';
import {
  APPLICATION_FORM_ID,
  APPLICATION_STEP_FIELD,
  FORM_ID_FIELD,
  FORM_TOKEN_FIELD,
  getRoute,
  useFormPageState,
  usePostedForm,
} from '@site/shared';
import { ErrorSummaryAnnouncesContext, NativeFormIdContext } from '@site/shared/forms';
import { careerApplicationSteps } from '@site/shared/form-rules';
import type { FormValues } from '@site/shared/form-rules';
import type { CareerSelection } from '../../lib/career-selection.ts';
import { useAdoptTypedAnswers } from './adopt-typed-answers.tsx';
import { DraftAutosave } from './draft-autosave.tsx';
import { initialApplicationValues } from './initial-values.ts';
import { LeavePageWarning } from './leave-page-warning.tsx';
import { createDraftSaver, fetchServerDraft } from './server-draft.ts';
import type { DraftSaver, ServerDraft } from './server-draft.ts';
import { StepFields } from './step-fields.tsx';
import { UPLOAD_ERRORS } from './upload-state.ts';
import { useApplicationSubmit } from './use-application-submit.ts';
import { useStepChange } from './use-step-change.ts';
import { StepErrorSummary, WIZARD_FIELD_PREFIX } from './wizard-error-summary.tsx';
import { WizardFormError } from './wizard-form-error.tsx';
import { DefaultWizardAction, StartAgain, WizardNavigation } from './wizard-navigation.tsx';
import { WizardProgress } from './wizard-progress.tsx';
import { LAST_STEP, stepTitles, stepValidator } from './wizard-steps.ts';
import styles from './wizard.module.css';

/**
 * The page's form state (its saved draft, a refused step) belongs to the
 * first page the browser loaded: a wizard mounted later, after in-site
 * links, asks the host for the draft as it is now.
 */
let pageFormStateTaken = false;

/** Test-only: the next wizard mounted is the page's first again. */
export function forgetPageFormState(): void {
  pageFormStateTaken = false;
}

function uploadRefusals(errors: Readonly<Record<string, string>> | undefined): FormValues {
  const refused = Object.fromEntries(
    Object.entries(errors ?? {}).filter(([name]) => name === 'image_url' || name === 'resume_url'),
  );
  return Object.keys(refused).length > 0 ? { [UPLOAD_ERRORS]: refused } : {};
}

interface WizardBodyProps {
  step: number;
  saver: DraftSaver;
}

/** Inside the form, after its fields: answers given before hydration, then the draft's saves. */
function WizardBody({ step, saver }: WizardBodyProps) {
  const markerRef = useRef<HTMLSpanElement>(null);
  useAdoptTypedAnswers(markerRef);
  return (
    <>
      <span ref={markerRef} hidden />
      <DraftAutosave saver={saver} step={step} />
    </>
  );
}

/**
 * The four-step application as one final-form form (react-final-form's
 * wizard): each page validates with its own step's shared rules, Next Step
 * is a submit of that page, and the last page sends the whole application.
 * It is a real form too (docs/decisions/010): before the page runs, or
 * without JavaScript, each step posts to the shell's host, which keeps the
 * same draft on the server that this wizard saves as the visitor goes.
 */
export function ApplicationWizard({ selection }: { selection: CareerSelection }) {
  const [now] = useState(() => new Date());
  const formState = useFormPageState();
  const posted = usePostedForm(APPLICATION_FORM_ID);
  const { key } = useLocation();
  // On the server and at hydration: what the host rendered with. Later mounts ask the host (below).
  const [fromPage] = useState(() =>
    key === 'default' && !pageFormStateTaken ? { draft: formState?.draft, posted } : undefined,
  );
  const [draft, setDraft] = useState<ServerDraft | undefined>(() =>
    fromPage?.draft ? { step: fromPage.draft.step, values: fromPage.draft.values as FormValues } : undefined,
  );
  const [summary, setSummary] = useState(fromPage?.posted?.errors);
  const initialValues = useMemo(
    () => ({
      ...initialApplicationValues(selection, now, draft?.values),
      ...uploadRefusals(summary),
    }),
    // A refused upload's message is part of the values the page was rendered with, not of later renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [selection, now, draft],
  );
  const [step, setStep] = useState(() => Math.min(Math.max(draft?.step ?? 0, 0), LAST_STEP));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const campaign = Boolean(selection.campaignDetail);
  const validate = useMemo(() => stepValidator(step, { now, campaign }), [step, now, campaign]);
  const [saver] = useState(() => createDraftSaver(draft ? { step, values: initialValues } : undefined));
  const submitApplication = useApplicationSubmit(() => saver.remove());
  useStepChange(step, headingRef);

  const onSubmit = (values: FormValues) => {
    if (step < LAST_STEP) {
      setSummary(undefined);
      setStep(step + 1);
      return undefined;
    }
    return submitApplication(values);
  };
  // A step the host refused renders as a failed submit of that step: every field shows its message. (Form
  // keeps the form's onSubmit, validate and initial values up to date with its props after this.)
  const [form] = useState<FormApi<FormValues>>(() => {
    const created = createForm<FormValues>({ onSubmit, validate, initialValues });
    if (fromPage?.posted) {
      // Fields known to the form before they render, so the server's HTML shows their messages (a field
      // renders with the form's state of it only when it exists there already).
      for (const name of Object.keys(careerApplicationSteps[step]?.({ now, campaign }) ?? {})) {
        created.registerField(name, () => undefined, {});
      }
      void created.submit();
    }
    return created;
  });

  useEffect(() => {
    pageFormStateTaken = true;
    if (fromPage) return undefined;
    let active = true;
    void fetchServerDraft().then((saved) => {
      // A visitor who already started typing keeps what they typed.
      if (!active || !saved || !form.getState().pristine) return;
      setDraft(saved);
      setStep(Math.min(Math.max(saved.step, 0), LAST_STEP));
    });
    return () => {
      active = false;
    };
  }, [fromPage, form]);

  const restart = () => {
    void saver.remove();
    setDraft(undefined);
    setSummary(undefined);
    form.restart(initialApplicationValues(selection, now));
    setStep(0);
  };

  return (
    <Form<FormValues>
      form={form}
      onSubmit={onSubmit}
      validate={validate}
      initialValues={initialValues}
      subscription={{}}
      render={({ handleSubmit }) => (
        <NativeFormIdContext.Provider value={WIZARD_FIELD_PREFIX}>
          {/* The step's error summary is the one alert of a failed submit; the fields do not announce theirs. */}
          <ErrorSummaryAnnouncesContext.Provider value>
            <form
              className={styles.wizard}
              method="post"
              action={getRoute('apply-now').path}
              encType="multipart/form-data"
              onSubmit={handleSubmit}
              noValidate
              aria-labelledby="wizard-step-heading"
            >
              <DefaultWizardAction />
              <input type="hidden" name={FORM_ID_FIELD} value={APPLICATION_FORM_ID} />
              <input type="hidden" name={FORM_TOKEN_FIELD} value={formState?.token ?? ''} />
              <input type="hidden" name={APPLICATION_STEP_FIELD} value={step} />
              {draft && !summary ? (
                <p role="status" className={styles.restored}>
                  Your saved answers are filled in. Check them and carry on, or start again.
                </p>
              ) : null}
              <WizardProgress step={step} />
              <h2 id="wizard-step-heading" ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
                {stepTitles[step]}
              </h2>
              <StepErrorSummary key={step} posted={summary} />
              <StepFields step={step} campaign={campaign} now={now} />
              <WizardFormError />
              <WizardNavigation
                step={step}
                onPrevious={() => {
                  setSummary(undefined);
                  setStep(step - 1);
                }}
              />
              <StartAgain onRestart={restart} />
              <LeavePageWarning />
              <WizardBody step={step} saver={saver} />
            </form>
          </ErrorSummaryAnnouncesContext.Provider>
        </NativeFormIdContext.Provider>
      )}
    />
  );
}
