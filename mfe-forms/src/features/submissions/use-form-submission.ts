import { useEffect, useRef } from 'react';
import { FORM_ERROR } from 'final-form';
import type { SubmissionErrors } from 'final-form';
import { validationMessages } from '@site/shared/form-rules';
import { useFormPageState } from '@site/shared';
import type { FormSubmissionRequest, FormSubmissionResponse } from '@site/shared';
import type { FormId } from '@site/shared/form-rules';
import { useSubmitFormMutation } from './forms-api.ts';
import { fieldErrorsFromSubmission } from './submission-errors.ts';
import { toSubmissionValues } from './submission-values.ts';

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
  const [submitForm] = useSubmitFormMutation();
  const honeypotRef = useRef<HTMLInputElement>(null);
  // The host's signed token the page was rendered with (docs/decisions/010), sent as a native post sends it.
  const formToken = useFormPageState()?.token;
  // When the form was first shown, for the API's minimum fill time.
  const startedAt = useRef<number | undefined>(undefined);

  useEffect(() => {
    startedAt.current ??= Date.now();
  }, []);

  async function onSubmit(values: Record<string, unknown>): Promise<SubmissionErrors> {
    const body: FormSubmissionRequest = {
      values: toSubmissionValues(values),
      honeypot: honeypotRef.current?.value ?? '',
      startedAt: startedAt.current ?? Date.now(),
      ...(formToken ? { formToken } : {}),
    };
    let response: FormSubmissionResponse;
    try {
      response = await submitForm({ formId, body }).unwrap();
    } catch (error) {
      const fieldErrors = fieldErrorsFromSubmission(error, fieldNames);
      if (fieldErrors) return fieldErrors;
      console.error(`Submitting the ${formId} form failed`, error);
      window.alert(validationMessages.submitError);
      return { [FORM_ERROR]: validationMessages.submitError };
    }
    onSuccess(response);
    return undefined;
  }

  return { honeypotRef, onSubmit };
}
