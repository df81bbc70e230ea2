import type { FormSchema } from '../validation/form-schema.ts';
import { email, fieldEquals } from '../validation/rules.ts';
import { requiredLongText, requiredName, requiredOption, requiredText, revealedField } from './field-rules.ts';
import {
  type PartnershipIndustry,
  partnershipCountryOptions,
  partnershipIndustryOptions,
  partnershipPositionOptions,
  partnershipTypeOptions,
} from './options.ts';

const OTHER_INDUSTRY = 'Others' satisfies PartnershipIndustry;

export const partnershipFormSchema: FormSchema = {
  id: 'partnership',
  fields: {
    name: requiredName,
    email,
    position: requiredOption(partnershipPositionOptions),
    companyName: requiredText,
    country: requiredOption(partnershipCountryOptions),
    industry: requiredOption(partnershipIndustryOptions),
    partnership: requiredOption(partnershipTypeOptions),
    /** 'Mention your industry': the spec's name-like "partnership name", shown only for Others. */
    partnerProgram: revealedField(fieldEquals('industry', OTHER_INDUSTRY), requiredName),
    motivationToPartner: requiredLongText,
  },
};
