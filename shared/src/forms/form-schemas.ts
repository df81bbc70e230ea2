import type { FormId, FormSchema } from '../validation/form-schema.ts';
import { careersEnquiryFormSchema } from './careers-enquiry-form.ts';
import { caseStudyDownloadFormSchema } from './case-study-download-form.ts';
import { consultationFormSchema } from './consultation-form.ts';
import { generalQueryFormSchema } from './general-query-form.ts';
import { guideCommentFormSchema } from './guide-comment-form.ts';
import { partnershipFormSchema } from './partnership-form.ts';
import { subscribeFormSchema } from './subscribe-form.ts';
import { talkToExpertFormSchema } from './talk-to-expert-form.ts';

export const formSchemas: Record<FormId, FormSchema> = {
  consultation: consultationFormSchema,
  subscribe: subscribeFormSchema,
  'talk-to-expert': talkToExpertFormSchema,
  'case-study-download': caseStudyDownloadFormSchema,
  partnership: partnershipFormSchema,
  'careers-enquiry': careersEnquiryFormSchema,
  'general-query': generalQueryFormSchema,
  'guide-comment': guideCommentFormSchema,
};
