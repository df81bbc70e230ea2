import { brand } from '../brand/brand.ts';

// The option lists of forms-spec.md section 3, spelled as the forms send them.

export const consultationServiceOptions = [
  'insurance',
  'accounting bookkeeping',
  'insurance agency consultation',
  'data annotation',
  'digital marketing',
  'Business Intelligence',
  'Artificial Intelligence',
] as const;

export const partnershipPositionOptions = ['Business Owner', 'C-level Executive', 'Freelance / Consultant'] as const;
export const partnershipCountryOptions = ['India', 'Canada', 'US', 'Australia'] as const;
export const partnershipIndustryOptions = ['AI Technology', 'Insurance', 'Accounting & Bookkeeping', 'Others'] as const;
export type PartnershipIndustry = (typeof partnershipIndustryOptions)[number];
export const partnershipTypeOptions = ['Agency', 'Solution Partner', 'Technology'] as const;

export const whereDidYouGotToKnowOptions = ['News', 'Ads', 'Social Media'] as const;

/** {product} in the spec: the product slug written as a name. */
const productName = brand.productSlug.charAt(0).toUpperCase() + brand.productSlug.slice(1);

export const sourceOfInformation = {
  jobPortals: 'Job Portals',
  socialMedia: 'Social Media',
  walkIn: 'Walk-In',
  referral: 'Referral',
  campus: 'Campus',
  jobFair: 'Job Fair',
  billboard: 'Billboard',
  consultancy: 'Consultancy',
  academy: `${productName} Academy`,
} as const;
export const sourceOfInformationOptions = Object.values(sourceOfInformation);

/** The spec writes the portals as {host}; these stand-ins are fictional. */
export const jobPortalOptions = ['jobsboard.example', 'hireline.example', 'careerhub.example', 'Other'] as const;
/** The spec writes the platforms as {host}; neutral labels stand in for them. */
export const socialMediaOptions = ['Professional network', 'Photo sharing app', 'Social feed'] as const;

export const genderOptions = ['male', 'female', 'other'] as const;
export const maritalStatusOptions = ['Single', 'Married', 'Widow', 'Separated', 'Divorced'] as const;
export type MaritalStatus = (typeof maritalStatusOptions)[number];

export const graduationDegreeOptions = [
  'BA',
  'BBA',
  'BCOM',
  'BCA',
  'BE',
  'BFA',
  'BSC',
  'Diploma',
  'Diploma12th',
  'Other',
] as const;
export const postGraduationDegreeOptions = [
  'MA',
  'MSC',
  'MCOM',
  'ME',
  'MLAW',
  'MCA',
  'MBA',
  'PGM',
  'EXM',
  'MPSE',
  'MPGPEX',
  'Other',
] as const;

export const completionStatusOptions = ['Completed', 'Result Awaited'] as const;
export type CompletionStatus = (typeof completionStatusOptions)[number];
export const DEFAULT_CURRENT_SEMESTER = 'Final Semester';

/** Night shift, other courses, experience and previous employment. */
export const yesNoOptions = ['Yes', 'No'] as const;
export type YesNo = (typeof yesNoOptions)[number];
/** The post-graduation question alone is answered in lower case. */
export const postGraduationOptions = ['yes', 'no'] as const;
export type PostGraduationAnswer = (typeof postGraduationOptions)[number];
