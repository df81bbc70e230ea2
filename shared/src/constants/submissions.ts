/**
 * Bot defences every form shares (ours; the specs do not describe them).
 * The form renders a hidden field named HONEYPOT_FIELD and sends its value
 * as `honeypot`, with `startedAt`, the time the form was first shown.
 */
export const HONEYPOT_FIELD = 'website';
/** A submission faster than this after the form was shown is a bot's. */
export const MIN_FORM_FILL_MS = 3000;

/** site-spec.md section 2.13: the job page's closed-role message. */
export const CLOSED_JOB_MESSAGE = '*The job role you are applying is currently closed!';
