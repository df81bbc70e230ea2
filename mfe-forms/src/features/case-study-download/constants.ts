/** site-spec.md section 2.10: the call to action's label when the case study has none. */
export { DEFAULT_CASE_STUDY_CTA_LABEL as DEFAULT_DOWNLOAD_LABEL } from '@site/shared/contracts';

/** forms-spec.md section 3: the notification that follows a case-study download. */
export const CASE_STUDY_SUBJECT = 'Case Study';
