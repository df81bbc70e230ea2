import {
  AADHAAR_DIGITS,
  AADHAAR_GROUP_SIZE,
  CAMPAIGN_DETAIL_MIN_LENGTH,
  PERCENTAGE_INPUT_MAX_LENGTH,
  SHORT_FILE_NAME_LENGTH,
} from './limits.ts';

// What the inputs let the visitor type, and how values are shown and sent.

export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

/** Name-like inputs drop digits as they are typed. */
export function stripDigits(text: string): string {
  return text.replace(/\d/g, '');
}

/** '123456789012' becomes '1234-5678-9012'; extra digits are dropped. */
export function formatAadhaar(text: string): string {
  const digits = digitsOnly(text).slice(0, AADHAAR_DIGITS);
  const groups = digits.match(new RegExp(`\\d{1,${AADHAAR_GROUP_SIZE}}`, 'g')) ?? [];
  return groups.join('-');
}

/** The dashes are removed before the application is sent. */
export function unformatAadhaar(text: string): string {
  return text.replace(/-/g, '');
}

/** Digits and the first dot only, cut to the input's length. */
export function sanitizePercentageInput(text: string): string {
  const [whole = '', ...fractions] = text.replace(/[^\d.]/g, '').split('.');
  const kept = fractions.length > 0 ? `${whole}.${fractions.join('')}` : whole;
  return kept.slice(0, PERCENTAGE_INPUT_MAX_LENGTH);
}

/**
 * 'experience-letter.pdf' is shown as 'experience...pdf'. Names whose part
 * before the extension already fits are shown whole, which the spec leaves open.
 */
export function shortFileName(name: string): string {
  const dot = name.lastIndexOf('.');
  const baseName = dot > 0 ? name.slice(0, dot) : name;
  if (baseName.length <= SHORT_FILE_NAME_LENGTH) return name;
  const extension = dot > 0 ? name.slice(dot + 1) : '';
  return `${name.slice(0, SHORT_FILE_NAME_LENGTH)}...${extension}`;
}

/** The openings list keeps its query string as the campaign detail only when it is long enough. */
export function campaignDetailFromQuery(query: string): string | undefined {
  return query.length >= CAMPAIGN_DETAIL_MIN_LENGTH ? query : undefined;
}
