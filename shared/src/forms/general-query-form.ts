import type { FormSchema } from '../validation/form-schema.ts';
import { email } from '../validation/rules.ts';
import { contactPhone, countryCode, requiredLongText, requiredName, requiredText } from './field-rules.ts';

/** countrycode starts as DEFAULT_COUNTRY_CODE in the form. */
export const generalQueryFormSchema: FormSchema = {
  id: 'general-query',
  fields: {
    name: requiredName,
    email,
    countrycode: countryCode,
    phone: contactPhone,
    whereUFindUs: requiredText,
    message: requiredLongText,
  },
};
