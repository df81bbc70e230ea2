import type { ReactNode } from 'react';
import { FormErrorAlert } from './form-error-alert.tsx';
import styles from './form-layout.module.css';
import { SubmitButton } from './submit-button.tsx';

/** A full-width form's last row: its send button, and the failure message beside it (forms-spec.md section 8). */
export function FormActions({ children }: { children: ReactNode }) {
  return (
    <div className={styles.actions}>
      <SubmitButton>{children}</SubmitButton>
      <FormErrorAlert />
    </div>
  );
}
