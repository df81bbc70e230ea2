import type { FormApi } from 'final-form';
import type { FormEvent } from 'react';

type HandleSubmit = (event?: FormEvent<HTMLFormElement>) => Promise<unknown> | undefined;

/** The first control, in page order, named like one of the failing fields. */
function focusFirstField(formElement: HTMLFormElement, fieldNames: readonly string[]): void {
  for (const element of formElement.elements) {
    const name = element.getAttribute('name');
    if (name && fieldNames.includes(name) && element instanceof HTMLElement) {
      element.focus();
      return;
    }
  }
}

/**
 * A form's submit handler: final-form checks and sends it (and ignores a
 * second click while the first is sending); when the rules or the server
 * refuse a value, focus moves to the first field that shows a message.
 */
export function submitAndFocusFirstError<Values>(
  event: FormEvent<HTMLFormElement>,
  handleSubmit: HandleSubmit,
  form: FormApi<Values>,
): void {
  const formElement = event.currentTarget;
  const sending = handleSubmit(event);
  const { hasValidationErrors, errors } = form.getState();
  if (hasValidationErrors) {
    focusFirstField(formElement, Object.keys(errors ?? {}));
    return;
  }
  void Promise.resolve(sending).then(() => {
    const { hasSubmitErrors, submitErrors } = form.getState();
    if (hasSubmitErrors && submitErrors) focusFirstField(formElement, Object.keys(submitErrors));
  });
}
