import type { ReactNode } from 'react';
import { useField } from 'react-final-form';

interface ConditionProps {
  /** The field whose answer reveals the children. */
  when: string;
  is: string;
  children: ReactNode;
}

/** react-final-form's Condition: shows its fields while one answer is chosen, re-rendering for that value only. */
export function Condition({ when, is, children }: ConditionProps) {
  const { input } = useField(when, { subscription: { value: true } });
  return input.value === is ? children : null;
}
