import type { FormSchema } from '../validation/form-schema.ts';
import { E164_MAX_DIGITS } from '../validation/limits.ts';
import { validationMessages } from '../validation/messages.ts';
import { checked, composeValidators, email, maxDigits, required } from '../validation/rules.ts';
import { requiredLongText, requiredName, requiredOption, requiredText } from './field-rules.ts';
import { consultationServiceOptions } from './options.ts';

export const consultationFormSchema: FormSchema = {
  id: 'consultation',
  fields: {
    firstname: requiredName,
    email,
    company: requiredText,
    services: requiredOption(consultationServiceOptions),
    /** No rule in the spec, but the input is marked required and takes digits only. */
    phone: composeValidators(required, maxDigits(E164_MAX_DIGITS, validationMessages.invalidPhone)),
    country: requiredName,
    state: requiredName,
    write_your_message: requiredLongText,
    accept_policy: checked(validationMessages.acceptTerms),
  },
};
