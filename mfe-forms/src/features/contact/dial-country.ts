import type { SubmissionErrors } from 'final-form';
import {
  COUNTRY_CODE_FIELD,
  DIAL_COUNTRY_FIELD,
  DEFAULT_DIAL_COUNTRY,
  countryDialCodes,
  dialCodeOf,
  withCountryCode,
} from '@site/shared/form-rules';
import type { FieldValidator } from '@site/shared/form-rules';
import type { SelectOption } from '@site/shared/forms';

// The country code list's names and mapping are shared with the shell's host, which maps a native post the same
// way (shared/src/forms/posted-values.ts).
export { DIAL_COUNTRY_FIELD, DEFAULT_DIAL_COUNTRY, dialCodeOf, withCountryCode };

export const dialCountryChoices: SelectOption[] = countryDialCodes.map(({ name, code }) => ({
  value: name,
  label: `${name} ${code}`,
}));

/** The shared rule for `countrycode`, applied to the chosen country's code. */
export function dialCountryRule(countryCodeRule: FieldValidator | undefined): FieldValidator {
  return (value, values) => countryCodeRule?.(dialCodeOf(value), values);
}

/** A server message for `countrycode` belongs beside the country list. */
export function countryCodeErrorsToField(errors: SubmissionErrors): SubmissionErrors {
  if (!errors || !(COUNTRY_CODE_FIELD in errors)) return errors;
  const { [COUNTRY_CODE_FIELD]: message, ...rest } = errors;
  return { ...rest, [DIAL_COUNTRY_FIELD]: message };
}
