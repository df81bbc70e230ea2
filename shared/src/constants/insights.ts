/** site-spec.md sections 7, 8 and 9: what the insights pages say and log, and the share popup. */
export const SHARE_POPUP_WIDTH = 626;
export const SHARE_POPUP_HEIGHT = 436;
export const WEB_SHARE_UNSUPPORTED_MESSAGE = 'Web Share API is not supported in your browser.';
export const SLUG_IS_NULL_MESSAGE = 'Slug is null';
export const DEFAULT_CASE_STUDY_CTA_LABEL = 'Download the detailed version here.';
