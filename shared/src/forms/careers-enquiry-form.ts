import type { FormSchema } from '../validation/form-schema.ts';
import { resumeAddress } from '../validation/file-rules.ts';
import { email } from '../validation/rules.ts';
import { countryCode, phoneAfterCountryCode, requiredName, requiredOption, requiredText } from './field-rules.ts';
import { whereDidYouGotToKnowOptions } from './options.ts';

export const careersEnquiryFormSchema: FormSchema = {
  id: 'careers-enquiry',
  fields: {
    name: requiredName,
    email,
    countrycode: countryCode,
    phone: phoneAfterCountryCode,
    whereUDoFindUs: requiredText,
    whereDidYouGotToKnow: requiredOption(whereDidYouGotToKnowOptions),
    /** The spec gives the resume a format rule but no required rule. */
    resume: resumeAddress,
  },
};
