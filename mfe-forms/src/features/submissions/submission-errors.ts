import { formTokenMessages } from '@site/shared';
import type { ApiValidationErrorBody } from '@site/shared';

/** The API refused the form's token (403, docs/decisions/013): missing, forged, expired or from the future. */
export function isFormTokenRefusal(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status, data } = error as { status?: unknown; data?: { message?: unknown } };
  return status === 403 && (Object.values(formTokenMessages) as unknown[]).includes(data?.message);
}

/** A refused submission as RTK Query reports it: HTTP 400 with the field messages. */
function isValidationError(error: unknown): error is { status: 400; data: ApiValidationErrorBody } {
  if (typeof error !== 'object' || error === null) return false;
  const { status, data } = error as { status?: unknown; data?: unknown };
  if (status !== 400 || typeof data !== 'object' || data === null) return false;
  const { errors } = data as { errors?: unknown };
  return (
    typeof errors === 'object' &&
    errors !== null &&
    Object.values(errors).every((message) => typeof message === 'string')
  );
}

/**
 * The server's field messages for the fields the form shows, or undefined
 * when the failure is not one the visitor can fix beside a field (any other
 * status, or a message for a field the form does not have).
 */
export function fieldErrorsFromSubmission(
  error: unknown,
  fieldNames: readonly string[],
): Record<string, string> | undefined {
  if (!isValidationError(error)) return undefined;
  const entries = Object.entries(error.data.errors);
  if (entries.length === 0 || entries.some(([name]) => !fieldNames.includes(name))) return undefined;
  return Object.fromEntries(entries);
}
