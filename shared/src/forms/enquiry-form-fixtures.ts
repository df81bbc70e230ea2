import type { FormId } from '../validation/form-schema.ts';
import { CONTACT_PHONE_DIGITS, DEFAULT_COUNTRY_CODE } from '../validation/limits.ts';
import type { FormValues } from '../validation/rules.ts';

const phone = '9'.repeat(CONTACT_PHONE_DIGITS);
/** forms-spec.md section 7, calls 2 and 3: the careers tab and the general query send the phone after its code. */
const phoneAfterCode = `${DEFAULT_COUNTRY_CODE}${phone}`;

/** Test data: values that pass every rule of each enquiry form. */
export const validEnquiryValues: Record<FormId, FormValues> = {
  consultation: {
    firstname: 'Ravi',
    email: 'ravi@example.com',
    company: 'Acme Insurance',
    services: 'data annotation',
    phone: '14155550123',
    country: 'India',
    state: 'Karnataka',
    write_your_message: 'We need help with claims intake.',
    accept_policy: true,
  },
  subscribe: { email: 'ravi@example.com' },
  'talk-to-expert': { name: 'Ravi', email: 'ravi@example.com', phone, company: 'Acme', message: 'Call me' },
  'case-study-download': { firstname: 'Ravi', email: 'ravi@example.com', url: 'claims-automation' },
  partnership: {
    name: 'Ravi',
    email: 'ravi@example.com',
    position: 'Business Owner',
    companyName: 'Acme',
    country: 'India',
    industry: 'Insurance',
    partnership: 'Agency',
    motivationToPartner: 'Shared clients',
  },
  'careers-enquiry': {
    name: 'Ravi',
    email: 'ravi@example.com',
    countrycode: DEFAULT_COUNTRY_CODE,
    phone: phoneAfterCode,
    whereUDoFindUs: 'A friend',
    whereDidYouGotToKnow: 'News',
    resume: '/api/media/files/cv.pdf',
  },
  'general-query': {
    name: 'Ravi',
    email: 'ravi@example.com',
    countrycode: DEFAULT_COUNTRY_CODE,
    phone: phoneAfterCode,
    whereUFindUs: 'Search',
    message: 'Press enquiry',
  },
  'guide-comment': {
    blog_id: 7,
    name: 'Ravi',
    email: 'ravi@example.com',
    mobile: '98765-43210',
    comments: 'Useful guide',
  },
};
