/** site-spec.md section 9 page sizes and the case-study menu of section 2.10. */
export const CASE_STUDY_PAGE_SIZE = 6;
export const PODCAST_PAGE_SIZE = 6;
export const PODCAST_PAGE_SIZE_MOBILE = 4;
export const NEWS_PAGE_SIZE = 6;
/** Our choice for the blog and event lists, which the spec does not size. */
export const BLOG_PAGE_SIZE = 6;
export const EVENT_PAGE_SIZE = 6;
/** How many featured items each mega-menu list carries (ours). */
export const MENU_ITEMS_PER_LIST = 3;
/** Related and recent guides on a guide page (ours). */
export const RELATED_GUIDES_LIMIT = 3;
export const RECENT_GUIDES_LIMIT = 5;
/** Other episodes in the podcast detail carousel (ours). */
export const OTHER_PODCASTS_LIMIT = 9;

/** Service categories of the case-study menu's 'Services' group. */
export const caseStudyServiceCategories = [
  'insurance',
  'accountingandbookkeeping',
  'ecommerce',
  'recruitment',
  'customerSupport',
  'dataAnnotation',
  'insuranceagencyoptimization',
  'digitalmarketing',
  'other',
] as const;

/**
 * The 'Industries' group shares two names with the services group, so its
 * categories carry a suffix in the URL fragment and the API query.
 */
export const caseStudyIndustryCategories = ['insurance-industry', 'accountingandbookkeeping-industry'] as const;
export const INDUSTRY_CATEGORY_SUFFIX = '-industry';

export type CaseStudyCategory =
  (typeof caseStudyServiceCategories)[number] | (typeof caseStudyIndustryCategories)[number];
