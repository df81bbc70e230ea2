/** API error messages that callers can test for. */
export const apiMessages = {
  noGuidesFound: 'No guides found. Try a different search or category.',
  notFound: 'The requested resource was not found.',
  unknownEnvironment: 'Unknown release environment.',
  internal: 'Something went wrong on our side. Please try again.',
  /** A 503: the API's database (or store) does not answer now; the answer says when to try again (Retry-After). */
  unavailable: 'The service is unavailable for a moment. Please try again shortly.',
} as const;
