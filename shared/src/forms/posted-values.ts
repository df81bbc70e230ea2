// A form posted natively (no JavaScript yet, or none at all; docs/decisions/010) as the API takes it: the same
// values the JavaScript path sends (mfe-forms/src/features/submissions/submission-values.ts).
import type { FormId } from '../validation/form-schema.ts';
import { DEFAULT_COUNTRY_CODE } from '../validation/limits.ts';
import { countryDialCodes } from './country-codes.ts';
import { formSchemas } from './form-schemas.ts';

/**
 * Several countries share a dialling code (+1, +7, +44...), so the country
 * code list keeps the chosen country in the form (`dialCountry`) and the
 * form sends its code as `countrycode`, the field forms-spec.md names.
 */
export const DIAL_COUNTRY_FIELD = 'dialCountry';
export const COUNTRY_CODE_FIELD = 'countrycode';
const PHONE_FIELD = 'phone';

/** The first country that dials DEFAULT_COUNTRY_CODE (+91, India). */
export const DEFAULT_DIAL_COUNTRY = countryDialCodes.find((country) => country.code === DEFAULT_COUNTRY_CODE)?.name;

export function dialCodeOf(countryName: unknown): string | undefined {
  return countryDialCodes.find((country) => country.name === countryName)?.code;
}

/**
 * The values as the API takes them: the chosen country replaced by its dialling code, and the phone sent
 * prefixed with that code (forms-spec.md section 7, calls 2 and 3: `+91` and `9876543210` send `+919876543210`).
 */
export function withCountryCode(values: Record<string, unknown>): Record<string, unknown> {
  const { [DIAL_COUNTRY_FIELD]: country, ...rest } = values;
  const code = dialCodeOf(country);
  const phone = rest[PHONE_FIELD];
  return {
    ...rest,
    [COUNTRY_CODE_FIELD]: code,
    ...(code !== undefined && typeof phone === 'string' ? { [PHONE_FIELD]: `${code}${phone}` } : {}),
  };
}

/** forms-spec.md section 3: the partnership form asks for its own industry only when industry is this. */
export const PARTNERSHIP_OTHER_INDUSTRY = 'Others';

/** The checkboxes of each form: a native post sends a ticked one as "on" and leaves an unticked one out. */
export const formCheckboxFields: Partial<Record<FormId, readonly string[]>> = {
  consultation: ['accept_policy'],
};

/** A ticked checkbox posts its value ("on" without a value attribute); an unticked one posts nothing. */
const isTicked = (posted: string | undefined) => posted !== undefined && posted !== '';

/** Forms whose phone has a country code list (`dialCountry`), sent as `countrycode`. */
const formsWithDialCountry: readonly FormId[] = ['careers-enquiry', 'general-query'];

/** The field names a form's controls post (and the page shows again): its rules' fields, `dialCountry` for `countrycode`. */
export function postedFieldNames(formId: FormId): string[] {
  const names = Object.keys(formSchemas[formId].fields);
  return formsWithDialCountry.includes(formId)
    ? names.map((name) => (name === COUNTRY_CODE_FIELD ? DIAL_COUNTRY_FIELD : name))
    : names;
}

/**
 * What a native post of `formId` sends the API, exactly as the JavaScript
 * path would: only the form's own fields, empty ones left out (final-form
 * holds an emptied control as undefined), a ticked checkbox as true, the
 * chosen dialling country as its code, and the partnership's own industry
 * only with industry Others.
 */
export function postedToSubmissionValues(
  formId: FormId,
  posted: Record<string, string>,
): Record<string, string | boolean> {
  const checkboxes = formCheckboxFields[formId] ?? [];
  let values: Record<string, unknown> = {};
  for (const name of postedFieldNames(formId)) {
    if (checkboxes.includes(name)) {
      if (isTicked(posted[name])) values[name] = true;
      continue;
    }
    const value = posted[name];
    if (value !== undefined && value !== '') values[name] = value;
  }
  if (formsWithDialCountry.includes(formId)) values = withCountryCode(values);
  if (formId === 'partnership' && values.industry !== PARTNERSHIP_OTHER_INDUSTRY) delete values.partnerProgram;
  const sent: Record<string, string | boolean> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string' || typeof value === 'boolean') sent[name] = value;
  }
  return sent;
}

/** A refused field's message belongs beside the control that posted it (`countrycode` beside `dialCountry`). */
export function errorsForPostedFields(formId: FormId, errors: Record<string, string>): Record<string, string> {
  if (!formsWithDialCountry.includes(formId) || !(COUNTRY_CODE_FIELD in errors)) return errors;
  const { [COUNTRY_CODE_FIELD]: message, ...rest } = errors;
  return { ...rest, [DIAL_COUNTRY_FIELD]: message as string };
}

/** A refused post's values as the form holds them again: what was typed, a ticked checkbox as true. */
export function postedInitialValues(formId: FormId, posted: Record<string, string>): Record<string, string | boolean> {
  const checkboxes = formCheckboxFields[formId] ?? [];
  const values: Record<string, string | boolean> = {};
  for (const name of postedFieldNames(formId)) {
    if (checkboxes.includes(name)) {
      if (isTicked(posted[name])) values[name] = true;
    } else if (posted[name] !== undefined && posted[name] !== '') {
      values[name] = posted[name];
    }
  }
  return values;
}
