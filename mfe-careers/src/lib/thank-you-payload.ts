import { getRoute } from '@site/shared';
import type { CareerApplicationResponse } from '@site/shared';

/** What the career thank-you page can make of its `q` parameter. */
export type ThankYouPayload =
  | { kind: 'success'; registrationId: string; email: string }
  | { kind: 'failure'; message: string }
  | { kind: 'unreadable' };

/** Base-64 of the UTF-8 JSON, so names and messages outside ASCII survive. */
export function encodeThankYouPayload(response: CareerApplicationResponse): string {
  const bytes = new TextEncoder().encode(JSON.stringify(response));
  return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
}

/** forms-spec.md section 2: /career-apply-thankyou?q={encoded response}. */
export function careerThankYouHref(response: CareerApplicationResponse): string {
  const query = new URLSearchParams({ q: encodeThankYouPayload(response) });
  return `${getRoute('career-apply-thankyou').path}?${query.toString()}`;
}

function parseJsonFromBase64(encoded: string): unknown {
  // A '+' pasted into an address arrives as a space.
  const binary = atob(encoded.trim().replace(/ /g, '+'));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** Reads `q` without ever throwing: anything but a well-formed response is 'unreadable'. */
export function decodeThankYouPayload(encoded: string | null): ThankYouPayload {
  if (!encoded) return { kind: 'unreadable' };
  let parsed: unknown;
  try {
    parsed = parseJsonFromBase64(encoded);
  } catch {
    return { kind: 'unreadable' };
  }
  if (typeof parsed !== 'object' || parsed === null) return { kind: 'unreadable' };
  const { Success, ID, Email, ErrorMessage } = parsed as Record<string, unknown>;
  if (Success === true && isText(ID) && ID.trim() !== '' && isText(Email)) {
    return { kind: 'success', registrationId: ID, email: Email };
  }
  if (Success === false && isText(ErrorMessage) && ErrorMessage.trim() !== '') {
    return { kind: 'failure', message: ErrorMessage };
  }
  return { kind: 'unreadable' };
}
