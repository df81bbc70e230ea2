import { CONTACT_PHONE_DIGITS, MAX_ADDRESS_LENGTH, MAX_MESSAGE_LENGTH, MAX_TEXT_LENGTH } from '../validation/limits.ts';
import { validationMessages } from '../validation/messages.ts';
import {
  type FieldValidator,
  type FormValues,
  composeValidators,
  digitsExactly,
  maxLength,
  multiLineText,
  noDigits,
  oneOf,
  required,
  requiredNotBlank,
  singleLineText,
} from '../validation/rules.ts';
import { dialCodes } from './country-codes.ts';

// The field kinds the forms share, each bounded so the API stores no unbounded text,
// and each free-text kind refusing control characters (`singleLineText`, `multiLineText`).

export const requiredText = composeValidators(requiredNotBlank, singleLineText, maxLength(MAX_TEXT_LENGTH));
/** Messages and postal addresses. */
export const requiredLongText = composeValidators(requiredNotBlank, multiLineText, maxLength(MAX_MESSAGE_LENGTH));
export const optionalText = composeValidators(singleLineText, maxLength(MAX_TEXT_LENGTH));
export const optionalAddress = composeValidators(singleLineText, maxLength(MAX_ADDRESS_LENGTH));

/** Person names, countries, states, schools and boards. */
export const requiredName = composeValidators(requiredNotBlank, singleLineText, noDigits, maxLength(MAX_TEXT_LENGTH));

export function requiredOption(options: readonly string[]): FieldValidator {
  return composeValidators(required, oneOf(options));
}

/** Careers tab, general query and talk-to-expert: a number sent after the chosen country code. */
export const contactPhone = composeValidators(
  required,
  digitsExactly(CONTACT_PHONE_DIGITS, validationMessages.invalidPhone),
);

export const countryCode = requiredOption(dialCodes);

/**
 * Careers tab and general query: the phone is sent after its country code (forms-spec.md section 7, calls 2 and
 * 3), so the API checks the digits that follow the sent `countrycode`; in the form, which has no `countrycode`
 * value (it holds the chosen country), the rule checks the digits as typed.
 */
export const phoneAfterCountryCode: FieldValidator = (value, values) => {
  const code = values.countrycode;
  const prefixed = typeof value === 'string' && typeof code === 'string' && code !== '' && value.startsWith(code);
  return contactPhone(prefixed ? value.slice(code.length) : value, values);
};

const hiddenFieldBound = composeValidators(multiLineText, maxLength(MAX_MESSAGE_LENGTH));

/**
 * A field the form shows only under `condition`. While hidden it may still hold
 * what the visitor typed before, so it is only bounded.
 */
export function revealedField(condition: (values: FormValues) => boolean, validator: FieldValidator): FieldValidator {
  return (value, values) => (condition(values) ? validator : hiddenFieldBound)(value, values);
}
