import type { ReactNode } from 'react';
import { useField } from 'react-final-form';

/** Renders its fields only while another field holds one answer (react-final-form's `Condition`). */
export function ShowWhen({ field, is, children }: { field: string; is: string; children: ReactNode }) {
  const { input } = useField<string>(field, { subscription: { value: true } });
  return input.value === is ? <>{children}</> : null;
}
