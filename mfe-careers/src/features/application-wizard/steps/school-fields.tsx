import { PERCENTAGE_INPUT_MAX_LENGTH, TextField, sanitizePercentageInput, stripDigits } from '@site/shared/forms';
import { YearOfPassingField } from '../year-of-passing-field.tsx';
import styles from '../wizard.module.css';

interface SchoolFieldsProps {
  /** '10th' or '12th': the field names' suffix and the labels' start. */
  level: '10th' | '12th';
  now: Date;
  /** The earlier level's year field, for the 12th. */
  yearAfter?: string;
}

/** School name, board, percentage and year of passing for the 10th or the 12th. */
export function SchoolFields({ level, now, yearAfter }: SchoolFieldsProps) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{level} standard</legend>
      <div className={styles.grid}>
        <TextField name={`SchoolName${level}`} label={`${level} school name`} parse={stripDigits} required />
        <TextField name={`Board${level}`} label={`${level} board`} parse={stripDigits} required />
        <TextField
          name={`Percentage${level}`}
          label={`${level} percentage`}
          parse={sanitizePercentageInput}
          maxLength={PERCENTAGE_INPUT_MAX_LENGTH}
          inputMode="decimal"
          required
        />
        <YearOfPassingField
          name={`YearofPassing${level}`}
          label={`${level} year of passing`}
          now={now}
          {...(yearAfter ? { after: yearAfter } : {})}
        />
      </div>
    </fieldset>
  );
}
