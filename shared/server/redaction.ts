// What never reaches a log line or a span (issue 50, docs/decisions/046): personal data (e-mail addresses, phone
// numbers, Aadhaar numbers) and the ids that work as keys to it (an application draft's id, an upload's file name).
// Log lines and spans carry route templates, or addresses with those parts replaced.

/** What a redacted value reads as: says what kind of thing stood there, never any of it. */
export const REDACTED = {
  email: '[email]',
  phone: '[phone]',
  aadhaar: '[aadhaar]',
  key: '[redacted]',
} as const;

/**
 * Paths whose next segment is a key to personal data: the API's application drafts and visitors' uploads (and the
 * same under the shell host's /api). The segment is replaced by the route's parameter name.
 */
const KEYED_PATHS: readonly { prefix: string; param: string }[] = [
  { prefix: '/api/careers/drafts/', param: ':id' },
  { prefix: '/api/media/files/', param: ':file' },
];

const EMAIL = /[^\s@"'<>(),;:/?&=]+@[^\s@"'<>(),;:/?&=]+\.[a-z]{2,}/gi;
/** Twelve digits, as one run or in groups of four: an Aadhaar number's shapes. */
const AADHAAR = /(?<![\d.])\d{4}[ -]?\d{4}[ -]?\d{4}(?![\d.])/g;
/** A run of digits with the separators phone numbers are written with; a phone number when it has 10 to 15 digits. */
const PHONE_LIKE = /(?<![\w.])\+?\d[\d ()-]{7,}\d(?![\w.])/g;
const MIN_PHONE_DIGITS = 10;
const MAX_PHONE_DIGITS = 15;

/** `text` with every e-mail address, Aadhaar number and phone number replaced. */
export function redactText(text: string): string {
  return text
    .replace(EMAIL, REDACTED.email)
    .replace(AADHAAR, REDACTED.aadhaar)
    .replace(PHONE_LIKE, (match) => {
      const digits = match.replace(/\D/g, '').length;
      return digits >= MIN_PHONE_DIGITS && digits <= MAX_PHONE_DIGITS ? REDACTED.phone : match;
    });
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** A query value worth keeping in a log line: a page number, a short flag. Anything else is replaced. */
const HARMLESS_QUERY_VALUE = /^[a-z0-9_-]{0,16}$/i;

/**
 * A request's address as a log line or a span may carry it: the path with every key to personal data replaced by
 * its parameter name, personal data in any segment replaced, and every query value that is not a short plain word
 * replaced. Works on a path (`/a/b?c=d`) or a full URL.
 */
export function redactUrl(url: string): string {
  const full = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(url);
  const origin = full ? full[0].replace(/\/\/[^@/]*@/, '//') : '';
  const rest = url.slice(full ? full[0].length : 0).split('#')[0] ?? '';
  const queryAt = rest.indexOf('?');
  let pathname = queryAt === -1 ? rest : rest.slice(0, queryAt);
  const query = queryAt === -1 ? undefined : rest.slice(queryAt + 1);
  for (const { prefix, param } of KEYED_PATHS) {
    if (pathname.startsWith(prefix) && pathname.length > prefix.length) {
      pathname = prefix + param;
      break;
    }
  }
  pathname = pathname
    .split('/')
    .map((segment) => {
      const plain = decoded(segment);
      return redactText(plain) === plain ? segment : REDACTED.key;
    })
    .join('/');
  if (query === undefined) return origin + pathname;
  const pairs = query
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [name = '', value] = pair.split('=', 2);
      const safeName = redactText(decoded(name)) === decoded(name) ? name : REDACTED.key;
      if (value === undefined) return safeName;
      return `${safeName}=${HARMLESS_QUERY_VALUE.test(decoded(value)) && redactText(decoded(value)) === decoded(value) ? value : REDACTED.key}`;
    });
  return `${origin}${pathname}?${pairs.join('&')}`;
}

/** Fields of a log line that hold an address: redacted as one. */
const URL_FIELDS = new Set(['url', 'path', 'location', 'href', 'referer', 'referrer']);
/** Fields that hold an upload's name or a key to personal data: never logged at all. */
const KEY_FIELDS = new Set(['filename', 'fileName', 'originalName', 'draftId', 'draft', 'cookie', 'authorization']);
/** Fields with serializers of their own (logging.ts), which see them whole. */
const SERIALIZED_FIELDS = new Set(['req', 'res', 'err', 'error']);
/** How deep a log line's objects are scrubbed: deeper values are replaced whole. */
const MAX_DEPTH = 6;

/**
 * A log line's fields with personal data and keys redacted (a copy; the original is left as it was). Strings are
 * scrubbed, address fields redacted as addresses, and fields that can only hold a key replaced.
 */
export function redactFields(value: unknown, depth = 0, key?: string): unknown {
  if (key !== undefined && depth === 1 && SERIALIZED_FIELDS.has(key)) return value;
  if (key !== undefined && KEY_FIELDS.has(key) && value !== undefined && value !== null) return REDACTED.key;
  if (typeof value === 'string') {
    return key !== undefined && URL_FIELDS.has(key) ? redactText(redactUrl(value)) : redactText(value);
  }
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return REDACTED.key;
  if (Array.isArray(value)) return value.map((item) => redactFields(item, depth + 1));
  // Only plain data is copied: an Error, a Buffer or a class instance is left to its serializer.
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  const copy: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(value)) copy[name] = redactFields(field, depth + 1, name);
  return copy;
}
