/** site-spec.md section 2.10: the call to action's label when the case study has none. */
export { DEFAULT_CASE_STUDY_CTA_LABEL as DEFAULT_DOWNLOAD_LABEL } from '@site/shared/contracts';

/** forms-spec.md section 3: the notification that follows a case-study download. */
export const CASE_STUDY_SUBJECT = 'Case Study';

/**
 * Ours (docs/decisions/010): the query that opens the download form with the
 * page, so the call to action is a link that works before and without
 * JavaScript; with JavaScript it opens the modal in place.
 */
export const DOWNLOAD_QUERY_PARAM = 'download';
