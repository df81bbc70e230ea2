import type { SubmissionErrors } from 'final-form';
import { DEFAULT_COUNTRY_CODE, countryDialCodes } from '@site/shared/forms';
import type { FieldValidator, SelectOption } from '@site/shared/forms';

/**
 * Several countries share a dialling code (+1, +7, +44...), so the country
 * code list keeps the chosen country in the form (`dialCountry`) and the
 * form sends its code as `countrycode`, the field forms-spec.md names.
 */
export const DIAL_COUNTRY_FIELD = 'dialCountry';
const COUNTRY_CODE_FIELD = 'countrycode';

/** The first country that dials DEFAULT_COUNTRY_CODE (+91, India). */
export const DEFAULT_DIAL_COUNTRY = countryDialCodes.find((country) => country.code === DEFAULT_COUNTRY_CODE)?.name;

export const dialCountryChoices: SelectOption[] = countryDialCodes.map(({ name, code }) => ({
  value: name,
  label: `${name} ${code}`,
}));

export function dialCodeOf(countryName: unknown): string | undefined {
  return countryDialCodes.find((country) => country.name === countryName)?.code;
}

/** The shared rule for `countrycode`, applied to the chosen country's code. */
export function dialCountryRule(countryCodeRule: FieldValidator | undefined): FieldValidator {
  return (value, values) => countryCodeRule?.(dialCodeOf(value), values);
}

/** The values as the API takes them: the chosen country replaced by its dialling code. */
export function withCountryCode(values: Record<string, unknown>): Record<string, unknown> {
  const { [DIAL_COUNTRY_FIELD]: country, ...rest } = values;
  return { ...rest, [COUNTRY_CODE_FIELD]: dialCodeOf(country) };
}

/** A server message for `countrycode` belongs beside the country list. */
export function countryCodeErrorsToField(errors: SubmissionErrors): SubmissionErrors {
  if (!errors || !(COUNTRY_CODE_FIELD in errors)) return errors;
  const { [COUNTRY_CODE_FIELD]: message, ...rest } = errors;
  return { ...rest, [DIAL_COUNTRY_FIELD]: message };
}
