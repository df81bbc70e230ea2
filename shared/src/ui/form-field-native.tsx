import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { useFormState } from 'react-final-form';
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
      <input type="hidden" name={FORM_ID_FIELD} value={formId} />
      {token ? <input type="hidden" name={FORM_TOKEN_FIELD} value={token} /> : null}
      {children}
    </NativeFormIdContext.Provider>
  );
}

/**
 * The one summary at the top of a form the host refused: the spec's message
 * of each refused field, each a link to its control. It is the form's only
 * alert (the fields' own messages are not announced while it shows), and it
 * goes once the visitor sends the form again with JavaScript.
 */
export function FormErrorSummary({ formId, labels }: { formId: FormId; labels: Readonly<Record<string, string>> }) {
  const posted = usePostedForm(formId);
  const { submitFailed, submitSucceeded } = useFormState({
    subscription: { submitFailed: true, submitSucceeded: true },
  });
  // In the order of the form's fields (the labels are listed in page order), then any other.
  const order = Object.keys(labels);
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  const refused = Object.entries(posted?.errors ?? {}).sort(([a], [b]) => rank(a) - rank(b));
  const formError = posted?.formError;
  if ((refused.length === 0 && !formError) || submitFailed || submitSucceeded) return null;
  const headingId = `${formErrorSummaryId(formId)}-heading`;
  return (
    <div id={formErrorSummaryId(formId)} role="alert" aria-labelledby={headingId} className={styles.errorSummary}>
      <p id={headingId} className={styles.errorSummaryHeading}>
        {formPostMessages.errorSummaryHeading}
      </p>
      {formError ? <p className={styles.errorSummaryText}>{formError}</p> : null}
      {refused.length > 0 ? (
        <ul className={styles.errorSummaryList}>
          {refused.map(([name, message]) => (
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
