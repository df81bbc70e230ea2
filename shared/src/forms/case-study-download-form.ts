import type { FormSchema } from '../validation/form-schema.ts';
import { email } from '../validation/rules.ts';
import { requiredName, requiredText } from './field-rules.ts';

export const caseStudyDownloadFormSchema: FormSchema = {
  id: 'case-study-download',
  fields: {
    firstname: requiredName,
    email,
    /** The case study slug, filled in by the page. */
    url: requiredText,
  },
};
