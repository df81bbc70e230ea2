/** site-spec.md section 2.10: the call to action's label when the case study has none. */
export const DEFAULT_DOWNLOAD_LABEL = 'Download the detailed version here.';

/** forms-spec.md section 3: the notification that follows a case-study download. */
export const CASE_STUDY_SUBJECT = 'Case Study';
