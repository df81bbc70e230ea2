/** API error messages that callers can test for. */
export const apiMessages = {
  noGuidesFound: 'No guides found. Try a different search or category.',
  notFound: 'The requested resource was not found.',
  unknownEnvironment: 'Unknown release environment.',
  internal: 'Something went wrong on our side. Please try again.',
  /** A 503: the API's database (or store) does not answer now; the answer says when to try again (Retry-After). */
  unavailable: 'The service is unavailable for a moment. Please try again shortly.',
} as const;

/** Ours (docs/decisions/043): a page whose content the site could not get, shown in its frame. */
export const pageUnavailableCopy = {
  note: 'This page’s content can’t be shown right now. Please try again in a few minutes.',
  retry: 'Load the page again',
} as const;
