import { APPLICATION_DRAFT_TTL_DAYS } from '../api/application-draft.ts';

// How long the API keeps each kind of personal record (issue 51). Ours: the specs say nothing of retention. The API
// reads each from the environment (README, "Personal data"), and the privacy policy page states these defaults.

/** Enquiries (every form's submission) and notifications never sent: kept this many months after they arrive. */
export const ENQUIRY_RETENTION_MONTHS = 24;
/** Career applications: kept this many months after they arrive. */
export const APPLICATION_RETENTION_MONTHS = 12;
/**
 * Application drafts, and uploads that no kept record names: this many days after their last save (a draft is
 * neither served nor kept past its own expiry, so a larger setting does not lengthen it).
 */
export const DRAFT_RETENTION_DAYS = APPLICATION_DRAFT_TTL_DAYS;
/** Notifications sent (their copy of the message is cleared once sent) or given up on: kept this many days. */
export const OUTBOX_RETENTION_DAYS = 30;
