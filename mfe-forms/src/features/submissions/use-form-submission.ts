import { useCallback, useEffect, useRef } from 'react';
import { FORM_ERROR } from 'final-form';
import type { SubmissionErrors } from 'final-form';
import { validationMessages } from '@site/shared/form-rules';
import { useFormPageState, useIsClient } from '@site/shared';
import type { FormSubmissionRequest, FormSubmissionResponse } from '@site/shared';
import type { FormId } from '@site/shared/form-rules';
import { fieldErrorsFromSubmission, isFormTokenRefusal } from './submission-errors.ts';
import { toSubmissionValues } from './submission-values.ts';
import { useFormSenders } from './use-form-senders.ts';

interface FormSubmissionOptions {
  formId: FormId;
  /** The fields the form shows: server messages for them appear beside them. */
  fieldNames: readonly string[];
  onSuccess: (response: FormSubmissionResponse) => void;
}

/**
 * Sends a form of this remote through the CRM form submission. It returns
 * the `onSubmit` for final-form and the ref for the form's `HoneypotField`.
 * A refused value comes back as a field error, so what the visitor entered
 * stays; any other failure alerts forms-spec.md's submit-error message and
 * is logged (section 8).
 */
export function useFormSubmission({ formId, fieldNames, onSuccess }: FormSubmissionOptions) {
  const senders = useFormSenders();
  const honeypotRef = useRef<HTMLInputElement>(null);
  // The signed token the API runs the minimum fill time from (docs/decisions/013). A form hydrating the server's
  // page takes the page's token (the visitor may have typed before the scripts came); a form the browser renders
  // (after in-site navigation, or on a page the server did not render) asks the API for a fresh one as it mounts.
  const pageToken = useFormPageState()?.token;
  const hydrating = !useIsClient();
  const formToken = useRef<string | undefined>(hydrating ? pageToken : undefined);

  const renewToken = useCallback(async () => {
    try {
      formToken.current = (await (await senders()).getFormToken()).token;
    } catch (error) {
      console.error('A form token could not be had', error);
    }
  }, [senders]);

  useEffect(() => {
    if (formToken.current === undefined) void renewToken();
  }, [renewToken]);

  async function onSubmit(values: Record<string, unknown>): Promise<SubmissionErrors> {
    if (formToken.current === undefined) await renewToken();
    const body: FormSubmissionRequest = {
      values: toSubmissionValues(values),
      honeypot: honeypotRef.current?.value ?? '',
      formToken: formToken.current ?? '',
    };
    let response: FormSubmissionResponse;
    try {
      response = await (await senders()).submitForm({ formId, body });
    } catch (error) {
      const fieldErrors = fieldErrorsFromSubmission(error, fieldNames);
      if (fieldErrors) return fieldErrors;
      // An expired (or otherwise refused) token: the next try sends a fresh one; this one fails as the spec says.
      if (isFormTokenRefusal(error)) await renewToken();
      console.error(`Submitting the ${formId} form failed`, error);
      window.alert(validationMessages.submitError);
      return { [FORM_ERROR]: validationMessages.submitError };
    }
    onSuccess(response);
    return undefined;
  }

  return { honeypotRef, onSubmit };
}
