// What the forms remote promises others may rely on (`mfe-forms/constants`): the end-to-end suites assert on these.
export {
  CASE_STUDY_SUBJECT,
  DEFAULT_DOWNLOAD_LABEL,
  DOWNLOAD_QUERY_PARAM,
} from './features/case-study-download/constants.ts';
export { MEETING_SCHEDULER_URL } from './features/thank-you/constants.ts';
export { CONSULTATION_SUBJECT } from './features/consultation/consultation-notification.ts';
