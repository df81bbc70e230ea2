/** API error messages that callers can test for. */
export const apiMessages = {
  noGuidesFound: 'No guides found. Try a different search or category.',
  notFound: 'The requested resource was not found.',
  unknownEnvironment: 'Unknown release environment.',
  internal: 'Something went wrong on our side. Please try again.',
  /** The API and the host's copy of its answers both unable to answer (docs/decisions/043). */
  unavailable: 'This is not available right now. Please try again in a few minutes.',
} as const;

/** Ours (docs/decisions/043): a page whose content the site could not get, shown in its frame. */
export const pageUnavailableCopy = {
  note: 'This page’s content can’t be shown right now. Please try again in a few minutes.',
  retry: 'Load the page again',
} as const;
