import { useField } from 'react-final-form';
import { validationMessages } from '@site/shared/form-rules';
import type { YesNo } from '@site/shared/form-rules';
import styles from './wizard.module.css';

const UNWILLING: YesNo = 'No';

/**
 * Choosing No tells the visitor at once that there are no day-shift
 * openings. After a submit attempt the field's own error says the same, so
 * this notice steps aside rather than repeat it.
 */
export function NightShiftNotice({ name }: { name: string }) {
  const { input, meta } = useField(name, { subscription: { value: true, submitFailed: true } });
  if (input.value !== UNWILLING || meta.submitFailed) return null;
  return (
    <p role="alert" className={styles.notice}>
      {validationMessages.noDayShift}
    </p>
  );
}
