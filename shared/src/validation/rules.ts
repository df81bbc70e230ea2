import { unformatAadhaar } from './input-format.ts';
import {
  AADHAAR_DIGITS,
  AADHAAR_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  MIN_REQUIRED_LENGTH,
  PERCENTAGE_MAX,
  PERCENTAGE_MIN,
} from './limits.ts';
import { validationMessages } from './messages.ts';

export type FormValues = Record<string, unknown>;

/** One field's rule: the message to show, or undefined when the value passes. Fits final-form's field `validate`. */
export type FieldValidator = (value: unknown, values: FormValues) => string | undefined;

export function composeValidators(...validators: FieldValidator[]): FieldValidator {
  return (value, values) => {
    for (const validate of validators) {
      const error = validate(value, values);
      if (error !== undefined) return error;
    }
    return undefined;
  };
}

/** Only checks the value while `condition` holds, as the form only shows the field then. */
export function onlyWhen(condition: (values: FormValues) => boolean, validator: FieldValidator): FieldValidator {
  return (value, values) => (condition(values) ? validator(value, values) : undefined);
}

/** The condition of a field the form reveals when another field holds one answer. */
export function fieldEquals(field: string, answer: string): (values: FormValues) => boolean {
  return (values) => values[field] === answer;
}

/** Strings as they are and finite numbers as text, since the API may receive either; anything else has no text. */
export function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** Optional rules skip these values and leave them to `required`. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** A rule that passes blank values and checks the text of the others. */
function whenFilled(isValid: (text: string) => boolean, message: string): FieldValidator {
  return (value) => {
    if (isBlank(value)) return undefined;
    const text = textOf(value);
    return text !== undefined && isValid(text) ? undefined : message;
  };
}

export const required: FieldValidator = (value) => (textOf(value)?.trim() ? undefined : validationMessages.required);

export const requiredNotBlank: FieldValidator = (value) =>
  (textOf(value)?.trim().length ?? 0) >= MIN_REQUIRED_LENGTH ? undefined : validationMessages.required;

export function maxLength(limit: number): FieldValidator {
  return (value) => {
    if (value === undefined || value === null) return undefined;
    const text = textOf(value);
    if (text === undefined) return validationMessages.invalidValue;
    return text.length > limit ? validationMessages.tooLong : undefined;
  };
}

const EMAIL_PATTERN = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]{2,}$/;

export const email: FieldValidator = composeValidators(
  required,
  whenFilled((text) => text.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(text), validationMessages.invalidEmail),
);

export const noDigits: FieldValidator = whenFilled((text) => !/\d/.test(text), validationMessages.digitsNotAllowed);

export function digitsExactly(count: number, message: string): FieldValidator {
  return whenFilled((text) => /^\d+$/.test(text) && text.length === count, message);
}

/** For inputs that let the visitor type separators such as spaces or dashes. */
export function digitCountExactly(count: number, message: string): FieldValidator {
  return whenFilled((text) => text.replace(/\D/g, '').length === count, message);
}

export function maxDigits(count: number, message: string): FieldValidator {
  return whenFilled((text) => /^\d+$/.test(text) && text.length <= count, message);
}

export function oneOf(options: readonly string[], message: string = validationMessages.invalidOption): FieldValidator {
  return whenFilled((text) => options.includes(text), message);
}

export function checked(message: string): FieldValidator {
  return (value) => (value === true ? undefined : message);
}

/** Checkboxes that may be left out: anything but a boolean is rejected. */
export const optionalBoolean: FieldValidator = (value) =>
  value === undefined || value === null || typeof value === 'boolean' ? undefined : validationMessages.invalidValue;

const DECIMAL_PATTERN = /^(?:\d+\.?\d*|\.\d+)$/;

export const percentage: FieldValidator = (value, values) => {
  const missing = required(value, values);
  if (missing) return missing;
  const text = textOf(value)?.trim() ?? '';
  if (!DECIMAL_PATTERN.test(text)) return validationMessages.invalidNumber;
  const amount = Number(text);
  if (amount < PERCENTAGE_MIN) return validationMessages.percentageBelowMinimum;
  if (amount > PERCENTAGE_MAX) return validationMessages.percentageAboveMaximum;
  return undefined;
};

/** Accepted with or without the display dashes; the digits must number exactly twelve. */
export const aadhaarNumber: FieldValidator = whenFilled((text) => {
  const digits = unformatAadhaar(text);
  return text.length <= AADHAAR_MAX_LENGTH && /^\d+$/.test(digits) && digits.length === AADHAAR_DIGITS;
}, validationMessages.invalidAadhaar);
