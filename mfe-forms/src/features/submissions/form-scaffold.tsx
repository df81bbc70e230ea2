import type { FormApi, SubmissionErrors } from 'final-form';
import type { ReactNode } from 'react';
import { Form } from 'react-final-form';
import type { FormSubmissionResponse } from '@site/shared';
import { FormErrorSummary, HoneypotField, NativeFormFields, useNativeForm } from '@site/shared/forms';
import type { FormId } from '@site/shared/form-rules';
import { submitAndFocusFirstError } from './focus-first-error.ts';
import { useFormSubmission } from './use-form-submission.ts';

/** Sends the values as the CRM form submission; its answer is the errors to show, or undefined on success. */
export type SendForm = (values: object) => Promise<SubmissionErrors>;

interface FormScaffoldProps<Values extends object> {
  /** The form's id and field rules (`@site/shared/forms`). */
  schema: { id: FormId; fields: object };
  /**
   * The fields a server message can sit beside: the schema's fields by default, fewer when one is the page's, not
   * the visitor's.
   */
  fieldNames?: readonly string[];
  /** The error summary's words for each field (the labels of the fields). */
  labels: Readonly<Record<string, string>>;
  onSuccess: (response: FormSubmissionResponse) => void;
  /** What the values become before they are sent, and what follows; sent as they are by default. */
  submit?: (values: Values, send: SendForm, form: FormApi<Values>) => Promise<SubmissionErrors>;
  /** The values a form starts with, before any a refused native post brings back. */
  defaultValues?: Values;
  /** A form with a file input (the careers enquiry's resume). */
  multipart?: boolean;
  /** The form element's class and accessible name. */
  formAttributes: { className?: string; 'aria-label'?: string; 'aria-labelledby'?: string };
  /** The form's fields and its send button. */
  children: ReactNode;
}

/**
 * The one scaffold of the forms of this remote (docs/decisions/010): a final-form form that posts natively before
 * and without JavaScript, with the error summary, the honeypot, the form's token, and focus on the first refused
 * field after a failed send.
 */
export function FormScaffold<Values extends object>({
  schema,
  fieldNames = Object.keys(schema.fields),
  labels,
  onSuccess,
  submit = (values, send) => send(values),
  defaultValues,
  multipart = false,
  formAttributes,
  children,
}: FormScaffoldProps<Values>) {
  const formId = schema.id;
  const { initialValues, formProps } = useNativeForm<Values>(formId, defaultValues, { multipart });
  const { honeypotRef, onSubmit } = useFormSubmission({ formId, fieldNames, onSuccess });
  const send: SendForm = (values) => onSubmit({ ...values });
  return (
    <Form<Values>
      onSubmit={(values, form) => submit(values, send, form)}
      initialValues={initialValues}
      subscription={{ submitting: true }}
      render={({ handleSubmit, form, submitting }) => (
        <form
          noValidate
          {...formProps}
          {...formAttributes}
          aria-busy={submitting}
          onSubmit={(event) => submitAndFocusFirstError(event, handleSubmit, form)}
        >
          <NativeFormFields formId={formId}>
            <FormErrorSummary formId={formId} labels={labels} />
            <HoneypotField ref={honeypotRef} />
            {children}
          </NativeFormFields>
        </form>
      )}
    />
  );
}
