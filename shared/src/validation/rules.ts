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

/*
 * Characters no visitor means to send, refused in every text field: C0
 * controls (NUL included) and DEL, C1 controls, the bidirectional
 * embeddings and overrides U+202A–202E and isolates U+2066–2069 (which can
 * make stored text read differently from what it holds), and lone UTF-16
 * surrogates (half a character, which no encoder can store faithfully).
 * One-line fields refuse tab, CR and LF too; multi-line fields keep them.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text holds a character `singleLineText` (or, with `multiLine`, `multiLineText`) refuses. */
export function hasControlCharacters(text: string, options: { multiLine?: boolean } = {}): boolean {
  const forbidden = options.multiLine ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN;
  return forbidden.test(text) || LONE_SURROGATE.test(text);
}

function withoutControlCharacters(multiLine: boolean): FieldValidator {
  return (value) => {
    // Values that are not text are left to the field's other rules.
    const text = textOf(value);
    return text !== undefined && hasControlCharacters(text, { multiLine })
      ? validationMessages.controlCharacters
      : undefined;
  };
}

/** Names and other one-line text: no control characters, line breaks, bidi overrides or lone surrogates. */
export const singleLineText: FieldValidator = withoutControlCharacters(false);

/** Messages and addresses: as `singleLineText`, but tab, CR and LF are allowed. */
export const multiLineText: FieldValidator = withoutControlCharacters(true);

const EMAIL_PATTERN = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]{2,}$/;

export const email: FieldValidator = composeValidators(
  required,
  singleLineText,
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
