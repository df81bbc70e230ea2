import { FORM_ERROR } from 'final-form';
import type { SubmissionErrors } from 'final-form';
import { useNavigate } from '@site/shared/router';
import { validationMessages } from '@site/shared/form-rules';
import type { CareerApplicationResponse } from '@site/shared';
import type { FormValues } from '@site/shared/form-rules';
import { careerThankYouHref } from '../../lib/thank-you-payload.ts';
import { useSubmitApplicationMutation } from './api/application-api.ts';
import { applicationPayload } from './application-payload.ts';

/** A refused application (HTTP 400) still answers in the application's own shape. */
function refusedApplication(error: unknown): CareerApplicationResponse | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { data } = error as { data?: unknown };
  if (typeof data !== 'object' || data === null) return undefined;
  const body = data as Partial<CareerApplicationResponse>;
  return body.Success === false && typeof body.ErrorMessage === 'string'
    ? (data as CareerApplicationResponse)
    : undefined;
}

/**
 * Sends the merged application and goes to the thank-you page with the
 * encoded answer, accepted or refused (forms-spec.md call 10). The answers
 * stay in the server's draft until one is accepted (`onAccepted` deletes
 * it), so a refusal loses nothing; a request that fails on the way leaves the
 * visitor on the form with a message to resend.
 */
export function useApplicationSubmit(onAccepted: () => Promise<void>) {
  const [submitApplication] = useSubmitApplicationMutation();
  const navigate = useNavigate();

  return async (values: FormValues): Promise<SubmissionErrors | undefined> => {
    let response: CareerApplicationResponse;
    try {
      response = await submitApplication(applicationPayload(values)).unwrap();
    } catch (error) {
      const refused = refusedApplication(error);
      if (refused) {
        navigate(careerThankYouHref(refused));
        return undefined;
      }
      console.error('Submitting the career application failed', error);
      return { [FORM_ERROR]: validationMessages.submitError };
    }
    if (response.Success) void onAccepted();
    navigate(careerThankYouHref(response));
    return undefined;
  };
}
