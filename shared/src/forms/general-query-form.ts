import type { FormSchema } from '../validation/form-schema.ts';
import { email } from '../validation/rules.ts';
import { countryCode, phoneAfterCountryCode, requiredLongText, requiredName, requiredText } from './field-rules.ts';

/** countrycode starts as DEFAULT_COUNTRY_CODE in the form. */
export const generalQueryFormSchema: FormSchema = {
  id: 'general-query',
  fields: {
    name: requiredName,
    email,
    countrycode: countryCode,
    phone: phoneAfterCountryCode,
    whereUFindUs: requiredText,
    message: requiredLongText,
  },
};
