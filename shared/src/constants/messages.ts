/** API error messages that callers can test for. */
export const apiMessages = {
  noGuidesFound: 'No guides found. Try a different search or category.',
  notFound: 'The requested resource was not found.',
  unknownEnvironment: 'Unknown release environment.',
  internal: 'Something went wrong on our side. Please try again.',
} as const;
