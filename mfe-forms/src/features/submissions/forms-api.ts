import { baseApi } from '@site/shared/api';
import type { FormSubmissionRequest, FormSubmissionResponse } from '@site/shared';
import type { FormId } from '@site/shared/form-rules';

export interface SubmitFormArgs {
  formId: FormId;
  body: FormSubmissionRequest;
}

/** POST /api/forms/{formId}: the one CRM form submission every form of this remote sends through. */
export const formsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    submitForm: build.mutation<FormSubmissionResponse, SubmitFormArgs>({
      query: ({ formId, body }) => ({ url: `/api/forms/${encodeURIComponent(formId)}`, method: 'POST', body }),
    }),
  }),
});

export const { useSubmitFormMutation } = formsApi;
