/** Guide categories of site-spec.md section 2.7, exactly as the URL fragment and the API spell them. */
export const guideCategories = [
  'insurance',
  'ecommerce',
  'accountingandbookkeeping',
  'customerSupport',
  'recruitment',
  'dataAnnotation',
  'other',
] as const;
export type GuideCategory = (typeof guideCategories)[number];

/** site-spec.md section 9: guides page size. */
export const GUIDE_PAGE_SIZE = 6;
/** site-spec.md section 9: guide titles are shortened at 80 characters plus an ellipsis. */
export const GUIDE_TITLE_MAX_LENGTH = 80;
/** Our API limit: the largest page a client may ask for. */
export const MAX_PER_PAGE = 50;
/** Our API limit: the longest title search accepted. */
export const MAX_TITLE_SEARCH_LENGTH = 100;
