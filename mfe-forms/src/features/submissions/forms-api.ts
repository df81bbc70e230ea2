import { baseApi, leadHeaders } from '@site/shared/api';
import { FORM_TOKEN_PATH } from '@site/shared';
import type { FormSubmissionRequest, FormSubmissionResponse, FormTokenResponse } from '@site/shared';
import type { FormId } from '@site/shared/form-rules';

export interface SubmitFormArgs {
  formId: FormId;
  body: FormSubmissionRequest;
}

/** POST /api/forms/{formId}: the one CRM form submission every form of this remote sends through. */
export const formsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A fresh signed token for a form the browser rendered (docs/decisions/013); never cached. */
    getFormToken: build.query<FormTokenResponse, undefined>({
      query: () => ({ url: FORM_TOKEN_PATH, cache: 'no-store' }),
      keepUnusedDataFor: 0,
    }),
    submitForm: build.mutation<FormSubmissionResponse, SubmitFormArgs>({
      query: ({ formId, body }) => ({
        url: `/api/forms/${encodeURIComponent(formId)}`,
        method: 'POST',
        body,
        headers: leadHeaders(),
      }),
    }),
  }),
});
