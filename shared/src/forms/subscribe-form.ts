import type { FormSchema } from '../validation/form-schema.ts';
import { email } from '../validation/rules.ts';

export const subscribeFormSchema: FormSchema = {
  id: 'subscribe',
  fields: { email },
};
