import type { FormSubmissionRequest } from '@site/shared';

/** The values final-form holds, as the API takes them: fields left empty are not sent. */
export function toSubmissionValues(values: Record<string, unknown>): FormSubmissionRequest['values'] {
  const sent: FormSubmissionRequest['values'] = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string' || typeof value === 'boolean') sent[name] = value;
  }
  return sent;
}
