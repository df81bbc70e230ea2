import { useFormState } from 'react-final-form';
import type { FormValues } from '@site/shared/form-rules';
import { useLeavePageWarning } from './use-leave-page-warning.ts';

/**
 * Whether anything differs from the starting values. final-form's own
 * `dirty` only looks at the fields of the step in view; this looks at all four.
 */
export function hasChanges(values: FormValues, initialValues: FormValues): boolean {
  const names = new Set([...Object.keys(values), ...Object.keys(initialValues)]);
  return [...names].some((name) => values[name] !== initialValues[name]);
}

/** Arms the leave-page warning while the application has changes. */
export function LeavePageWarning() {
  const { values, initialValues } = useFormState<FormValues>({ subscription: { values: true, initialValues: true } });
  useLeavePageWarning(hasChanges(values, initialValues ?? {}));
  return null;
}
