import { brand } from '@site/shared';
import type { CaseStudyCategory } from '@site/shared';

/** Page copy of the case studies (site-spec.md section 2.10). */
export { DEFAULT_CASE_STUDY_CTA_LABEL } from '@site/shared';

export const ALL_CATEGORIES_LABEL = 'All';
export const INDUSTRIES_GROUP_LABEL = 'Industries';
export const SERVICES_GROUP_LABEL = 'Services';
export const CASE_STUDY_MENU_LABEL = 'Case study categories';

/** How each category of the menu reads; the two industries read like their service namesakes. */
export const caseStudyCategoryLabels: Record<CaseStudyCategory, string> = {
  insurance: 'Insurance',
  accountingandbookkeeping: 'Accounting and Bookkeeping',
  ecommerce: 'Ecommerce',
  recruitment: 'Recruitment',
  customerSupport: 'Customer Support',
  dataAnnotation: 'Data Annotation',
  insuranceagencyoptimization: 'Insurance Agency Optimization',
  digitalmarketing: 'Digital Marketing',
  other: 'Other',
  'insurance-industry': 'Insurance',
  'accountingandbookkeeping-industry': 'Accounting and Bookkeeping',
};

export const caseStudiesBanner = {
  headline: 'Client stories, measured in results',
  intro: `How insurance agencies, carriers, MGAs and accounting firms work with ${brand.name}: the problem, what we changed and the numbers that moved.`,
  imageAlt: 'Illustration of a rising bar chart beside a client profile',
} as const;

export const caseStudyListMeta = {
  title: 'Case Studies',
  description: `Case studies from ${brand.name} clients in insurance, accounting and bookkeeping, ecommerce, recruitment, customer support, data annotation and digital marketing.`,
  keywords: `${brand.name} case studies, insurance outsourcing case study, accounting outsourcing results, BPO client stories`,
} as const;

export const CASE_STUDY_LIST_LABEL = 'Case studies';
export const NO_CASE_STUDIES_MESSAGE = 'There are no case studies in this category yet. Try another category or All.';
export const LOADING_CASE_STUDIES_MESSAGE = 'Loading case studies…';

export const caseStudyCta = {
  heading: 'Get the full case study',
  intro: 'Tell us your name and email address and the complete PDF opens in a new tab.',
} as const;
