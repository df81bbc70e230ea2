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
