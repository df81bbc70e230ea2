// Forms that post to the shell's host when JavaScript has not run (docs/decisions/010, issue 17 section 2).
// Ours: the specs describe the JavaScript path only; these are the words and limits of the native path.

/** A form token older than this is refused: the page is rendered again with a fresh one. */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** The largest urlencoded form body the host reads. */
export const FORM_POST_MAX_BODY_BYTES = 64 * 1024;
/**
 * The largest multipart form body (the careers enquiry's resume) the host
 * reads: room for a file over the resume's limit (RESUME_MAX_BYTES), so the
 * visitor gets the spec's size message rather than a bare 413.
 */
export const FORM_POST_MAX_MULTIPART_BYTES = 12 * 1024 * 1024;

/** What the host answers and the page shows for a form post. */
export const formPostMessages = {
  /** The heading of the error summary at the top of a refused form. */
  errorSummaryHeading: 'There is a problem with your answers',
  /** A post from another site (Origin or Referer not the site's own). */
  crossSite: 'This form can only be sent from this website.',
  /** A post whose token is missing, forged or too old: the visitor sends the page again. */
  staleForm: 'This form has expired. Please check your answers and send it again.',
} as const;

/**
 * The id of a form's control, derivable from the form id and the field's
 * name, so the error summary the server renders can link to it.
 */
export function formControlId(formId: string, fieldName: string): string {
  return `${formId}-${fieldName}`;
}

/** The id of the error summary at the top of a form. */
export function formErrorSummaryId(formId: string): string {
  return `${formId}-error-summary`;
}

/**
 * The query the host adds to the page it sends a stored newsletter
 * subscription back to, so the box says it worked (forms-spec.md's success
 * message) without JavaScript.
 */
export const SUBSCRIBED_QUERY_PARAM = 'subscribed';
