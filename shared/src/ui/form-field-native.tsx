import { createContext, useContext, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import { FORM_ERROR } from 'final-form';
import type { FormApi } from 'final-form';
import { useForm, useFormState } from 'react-final-form';
import {
  FORM_ID_FIELD,
  FORM_TOKEN_FIELD,
  formControlId,
  formErrorSummaryId,
  formPostMessages,
  useFormPageState,
  usePostedForm,
} from '@site/shared';
import { useLocation } from '@site/shared/router';
import { postedInitialValues } from '@site/shared/form-rules';
import type { FormId } from '@site/shared/form-rules';
import styles from './form-field.module.css';

/**
 * Forms that work before and without their JavaScript (docs/decisions/010):
 * each form is a `<form method="post">` to its own page, which the shell's
 * host validates with the same rules and stores through the API, or renders
 * again with the refused post (`usePostedForm`). These helpers give a form
 * what that takes; with JavaScript the form's submit handler prevents the
 * native post and nothing visible changes.
 */

/** The id of the form the fields are in, so their controls get ids the error summary can link to. */
export const NativeFormIdContext = createContext<string | undefined>(undefined);

/**
 * True inside a form whose error summary announces its errors (`NativeFormFields` with `FormErrorSummary`): a
 * failed submit then alerts once, with the summary, and the fields' own messages are not alerts (issue 18).
 */
export const ErrorSummaryAnnouncesContext = createContext(false);

/** The control ids of field `name` when it is inside a native form; undefined outside one. */
export function useNativeFieldIds(name: string): { control: string; description: string; errors: string } | undefined {
  const formId = useContext(NativeFormIdContext);
  if (formId === undefined) return undefined;
  const control = formControlId(formId, name);
  return { control, description: `${control}-description`, errors: `${control}-errors` };
}

/** The host's message for field `name` in the refused post the page was rendered for. */
export function usePostedFieldError(name: string): string | undefined {
  const formId = useContext(NativeFormIdContext);
  const posted = usePostedForm(formId ?? '');
  return formId === undefined ? undefined : posted?.errors[name];
}

interface NativeFormOptions {
  /** A multipart form (a file input): the careers enquiry's resume. */
  multipart?: boolean;
}

/**
 * What a form of `formId` renders to post natively: the `<form>` attributes
 * (posting to the page it is on), and the initial values: those of the
 * refused post when the page was rendered for one, else `defaults`.
 */
export function useNativeForm<Values extends object>(formId: FormId, defaults?: Values, options?: NativeFormOptions) {
  const posted = usePostedForm(formId);
  const { pathname, search } = useLocation();
  const initialValues = posted ? ({ ...defaults, ...postedInitialValues(formId, posted.values) } as Values) : defaults;
  return {
    posted,
    initialValues,
    formProps: {
      method: 'post',
      action: pathname + search,
      ...(options?.multipart ? { encType: 'multipart/form-data' } : {}),
    } as const,
  };
}

/**
 * The hidden fields a native post carries: which form it is, and the host's
 * signed token (minimum fill time, same-site check). Put it inside the form
 * it names; its fields read their ids from it.
 */
export function NativeFormFields({ formId, children }: { formId: FormId; children: ReactNode }) {
  const token = useFormPageState()?.token;
  return (
    <NativeFormIdContext.Provider value={formId}>
      <ErrorSummaryAnnouncesContext.Provider value>
        <input type="hidden" name={FORM_ID_FIELD} value={formId} />
        {token ? <input type="hidden" name={FORM_TOKEN_FIELD} value={token} /> : null}
        {children}
      </ErrorSummaryAnnouncesContext.Provider>
    </NativeFormIdContext.Provider>
  );
}

/** The fields a submit left failing, in the form's order, each with the message it shows. */
function failingFields(form: FormApi, labels: Readonly<Record<string, string>>): [string, string][] {
  const { errors = {}, submitErrors = {} } = form.getState();
  const messages = new Map<string, string>();
  for (const source of [errors, submitErrors] as Record<string, unknown>[]) {
    for (const [name, message] of Object.entries(source)) {
      if (name !== FORM_ERROR && typeof message === 'string' && message !== '' && !messages.has(name)) {
        messages.set(name, message);
      }
    }
  }
  return sortByLabels([...messages], labels);
}

/** In the order of the form's fields (the labels are listed in page order), then any other. */
function sortByLabels(entries: [string, string][], labels: Readonly<Record<string, string>>): [string, string][] {
  const order = Object.keys(labels);
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  return [...entries].sort(([a], [b]) => rank(a) - rank(b));
}

interface FailedSubmit {
  /** Counts the submits, so that each failed one is a new alert even when its list is the same. */
  attempt: number;
  fields: [string, string][];
}

/**
 * Each submit of the form the summary is in, once final-form has settled it (checked the rules, or heard the
 * API): the fields it left failing, or none.
 */
export function useFailedSubmit(anchor: RefObject<HTMLElement | null>, labels: Readonly<Record<string, string>>) {
  const form = useForm();
  const [failed, setFailed] = useState<FailedSubmit | null>(null);
  const readFailing = useEffectEvent(() => failingFields(form, labels));
  useEffect(() => {
    const formElement = anchor.current?.closest('form');
    if (!formElement) return undefined;
    let attempt = 0;
    let stopWaiting: (() => void) | undefined;
    const settle = (current: number) => {
      stopWaiting?.();
      // final-form runs after this listener (React's own is at the root); read the result once it is done.
      stopWaiting = form.subscribe(
        ({ submitting }) => {
          if (submitting) return;
          queueMicrotask(() => {
            stopWaiting?.();
            stopWaiting = undefined;
            const fields = readFailing();
            setFailed(fields.length > 0 ? { attempt: current, fields } : null);
          });
        },
        { submitting: true },
      );
    };
    const onSubmit = () => {
      attempt += 1;
      const current = attempt;
      setTimeout(() => settle(current), 0);
    };
    formElement.addEventListener('submit', onSubmit);
    return () => {
      formElement.removeEventListener('submit', onSubmit);
      stopWaiting?.();
    };
  }, [anchor, form]);
  return failed;
}

function SummaryBox({
  formId,
  headingId,
  formError,
  fields,
  labels,
}: {
  formId: FormId;
  headingId: string;
  formError?: string | undefined;
  fields: [string, string][];
  labels: Readonly<Record<string, string>>;
}) {
  return (
    <div id={formErrorSummaryId(formId)} role="alert" aria-labelledby={headingId} className={styles.errorSummary}>
      <p id={headingId} className={styles.errorSummaryHeading}>
        {formPostMessages.errorSummaryHeading}
      </p>
      {formError ? <p className={styles.errorSummaryText}>{formError}</p> : null}
      {fields.length > 0 ? (
        <ul className={styles.errorSummaryList}>
          {fields.map(([name, message]) => (
            <li key={name}>
              <a href={`#${formControlId(formId, name)}`}>
                {labels[name] ?? name}: {message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * The one summary at the top of a refused form: the spec's message of each
 * refused field, each a link to its control. It is the form's only alert (the
 * fields' own messages are not announced while it shows: issue 18, one
 * announcement instead of one per field).
 *
 * - A post the host refused (docs/decisions/010) shows its errors until the
 *   visitor sends the form again with JavaScript.
 * - Each failed JavaScript submit (the rules, or the API refusing a value)
 *   shows the fields it left failing, as a new alert each time, and stays as
 *   it was until the next submit (or a reset of the form's submitted state),
 *   so fixing a field does not re-announce it.
 */
export function FormErrorSummary({ formId, labels }: { formId: FormId; labels: Readonly<Record<string, string>> }) {
  const posted = usePostedForm(formId);
  const anchor = useRef<HTMLDivElement>(null);
  const failed = useFailedSubmit(anchor, labels);
  const { submitFailed, submitSucceeded } = useFormState({
    subscription: { submitFailed: true, submitSucceeded: true },
  });
  const headingId = `${formErrorSummaryId(formId)}-heading`;
  const refused = sortByLabels(Object.entries(posted?.errors ?? {}), labels);
  const formError = posted?.formError;
  const showPosted = (refused.length > 0 || Boolean(formError)) && !submitFailed && !submitSucceeded && !failed;
  return (
    <div ref={anchor} className={styles.errorSummaryAnchor}>
      {showPosted ? (
        <SummaryBox formId={formId} headingId={headingId} formError={formError} fields={refused} labels={labels} />
      ) : null}
      {failed && submitFailed ? (
        <SummaryBox key={failed.attempt} formId={formId} headingId={headingId} fields={failed.fields} labels={labels} />
      ) : null}
    </div>
  );
}
