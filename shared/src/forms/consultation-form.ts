import type { FormSchema } from '../validation/form-schema.ts';
import { E164_MAX_DIGITS } from '../validation/limits.ts';
import { validationMessages } from '../validation/messages.ts';
import { checked, email, maxDigits } from '../validation/rules.ts';
import { requiredLongText, requiredName, requiredOption, requiredText } from './field-rules.ts';
import { consultationServiceOptions } from './options.ts';

export const consultationFormSchema: FormSchema = {
  id: 'consultation',
  fields: {
    firstname: requiredName,
    email,
    company: requiredText,
    services: requiredOption(consultationServiceOptions),
    /**
     * forms-spec.md section 5 gives the phone no form rule (issue 18: it is not required). The input takes digits
     * only; the bound keeps what the API stores to an E.164 number's length.
     */
    phone: maxDigits(E164_MAX_DIGITS, validationMessages.invalidPhone),
    country: requiredName,
    state: requiredName,
    write_your_message: requiredLongText,
    accept_policy: checked(validationMessages.acceptTerms),
  },
};
