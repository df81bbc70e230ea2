import type { FieldMetaState } from 'react-final-form';

export interface FieldErrorOptions {
  /**
   * forms-spec.md sections 4 and 8: errors show only after a submit attempt
   * (final-form's `submitFailed`). When false, a field's rule error also shows
   * once the visitor has left the field.
   */
  showErrorsAfterSubmit?: boolean;
}

const asMessage = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * The messages a field shows now: its rule's error once the form was
 * submitted (or touched, if so configured), and the server's error for the
 * value it refused until the visitor changes that value.
 */
export function visibleFieldErrors(
  meta: FieldMetaState<unknown>,
  { showErrorsAfterSubmit = true }: FieldErrorOptions = {},
): string[] {
  const ruleErrorShown = showErrorsAfterSubmit ? meta.submitFailed : meta.submitFailed || meta.touched;
  const ruleError = ruleErrorShown ? asMessage(meta.error) : undefined;
  const serverError = meta.dirtySinceLastSubmit ? undefined : asMessage(meta.submitError);
  const messages = [ruleError, serverError].filter((message): message is string => message !== undefined);
  return [...new Set(messages)];
}

/**
 * The host's message for a field of a refused native post (docs/decisions/010),
 * shown beside the field until the visitor changes it or sends the form again
 * with JavaScript; while it shows, the form's error summary announces it.
 */
export function visiblePostedError(meta: FieldMetaState<unknown>, postedError: string | undefined): string | undefined {
  if (postedError === undefined || meta.modified || meta.submitFailed || meta.submitSucceeded) return undefined;
  return postedError;
}

/** A field's messages now, with the refused post's; `announce` is false when only the summary should alert. */
export function fieldErrorsWithPosted(
  meta: FieldMetaState<unknown>,
  options: FieldErrorOptions,
  postedError: string | undefined,
): { errors: string[]; announce: boolean } {
  const posted = visiblePostedError(meta, postedError);
  const errors = visibleFieldErrors(meta, options);
  if (posted === undefined) return { errors, announce: true };
  return { errors: [...new Set([posted, ...errors])], announce: false };
}
