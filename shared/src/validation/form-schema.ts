import type { FieldValidator, FormValues } from './rules.ts';

export type FormId =
  | 'consultation'
  | 'subscribe'
  | 'talk-to-expert'
  | 'case-study-download'
  | 'partnership'
  | 'careers-enquiry'
  | 'general-query'
  | 'guide-comment';

/** One rule per field the form may send; the API treats any other field as unknown. */
export interface FormSchema {
  id: FormId;
  fields: Record<string, FieldValidator>;
}

export type FieldErrors = Record<string, string>;

/** The message of every failing field; an empty object when the values pass. */
export function validateFields(fields: Record<string, FieldValidator>, values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const [name, validate] of Object.entries(fields)) {
    const error = validate(values[name], values);
    if (error !== undefined) errors[name] = error;
  }
  return errors;
}

export function validateValues(schema: FormSchema, values: FormValues): FieldErrors {
  return validateFields(schema.fields, values);
}

/** Names the values carry that the allowed list does not have, for the API to reject. */
export function unknownFieldNames(allowed: readonly string[], values: FormValues): string[] {
  return Object.keys(values).filter((name) => !allowed.includes(name));
}
