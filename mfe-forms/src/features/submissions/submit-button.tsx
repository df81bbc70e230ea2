import type { ReactNode } from 'react';
import { useFormState } from 'react-final-form';
import styles from './form-layout.module.css';

/** The form's send button; while a submission is on its way it says so, and final-form ignores more clicks. */
export function SubmitButton({ children, className }: { children: ReactNode; className?: string }) {
  const { submitting } = useFormState({ subscription: { submitting: true } });
  return (
    <button
      type="submit"
      className={[styles.submit, className].filter(Boolean).join(' ')}
      aria-disabled={submitting || undefined}
    >
      {children}
    </button>
  );
}
