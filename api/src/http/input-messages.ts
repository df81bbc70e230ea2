/**
 * Ours: what the API says when a request's shape is refused, each message
 * named once. Tests import these rather than copying the words.
 */

/** Field names echoed back are cut to this length. */
export const MAX_ECHOED_NAME_LENGTH = 40;

function quoted(name: string): string {
  return JSON.stringify(name.length > MAX_ECHOED_NAME_LENGTH ? `${name.slice(0, MAX_ECHOED_NAME_LENGTH)}…` : name);
}

export const inputMessages = {
  emptyJson: 'The request body is empty. Send a JSON object.',
  invalidJson: 'The request body is not valid JSON.',
  invalidUtf8: 'The request body is not valid UTF-8 text.',
  forbiddenKey: 'The request body may not contain a "__proto__" key or a "constructor" key holding "prototype".',
  unsupportedCharset: (charset: string) =>
    `JSON bodies must be encoded as UTF-8; this one declares charset=${quoted(charset)}.`,
  unknownField: (name: string, allowed: readonly string[]) =>
    `Unknown field ${quoted(name)}: this call accepts only ${allowed.join(', ')}.`,
  notAnObject: 'The request body must be a JSON object.',
  /** How a schema's `pattern` of single-line text reads in an error. */
  singleLinePattern: 'must be one line, without line breaks or control characters',
} as const;

/**
 * A JSON-schema `pattern` for one-line, header-safe text: no C0 or C1
 * control characters (CR and LF included) and no bidi overrides. Lone
 * surrogates are caught by the shared `singleLineText` rule in the handler.
 */
export const SINGLE_LINE_PATTERN = '^[^\\u0000-\\u001F\\u007F-\\u009F\\u202A-\\u202E\\u2066-\\u2069]*$';
