import type { FormSchema } from '../validation/form-schema.ts';
import { email } from '../validation/rules.ts';
import { contactPhone, requiredLongText, requiredName, requiredText } from './field-rules.ts';

/** The spec does not show this form's fields; these are ours, every one required. */
export const talkToExpertFormSchema: FormSchema = {
  id: 'talk-to-expert',
  fields: {
    name: requiredName,
    email,
    phone: contactPhone,
    company: requiredText,
    message: requiredLongText,
  },
};
