import { useField } from 'react-final-form';
import { SelectField, TextField, sourceOfInformationOptions, yesNoOptions } from '@site/shared/forms';
import { NightShiftNotice } from '../night-shift-notice.tsx';
import { SourceFields } from './source-fields.tsx';
import styles from '../wizard.module.css';

function JobDescriptionLink() {
  const link = useField<string>('jdLink', { subscription: { value: true } }).input.value;
  if (!link) return null;
  return (
    <p className={styles.full}>
      <a href={link} target="_blank" rel="noopener">
        Read the job description (PDF)
      </a>
    </p>
  );
}

/**
 * Step 1: the opening (read-only), night-shift willingness, where the
 * visitor heard of us with its follow-up questions, and the interview date.
 * A campaign visitor's source is fixed to Social Media, so it is not asked.
 */
export function PositionStepFields({ campaign }: { campaign: boolean }) {
  return (
    <div className={styles.grid}>
      <TextField name="deptType" label="Department" readOnly required />
      <TextField name="PositionApplied" label="Position applied for" readOnly required />
      <JobDescriptionLink />
      <div className={styles.full}>
        <SelectField
          name="WillingnessforNightShift"
          label="Are you willing to work night shifts?"
          options={yesNoOptions}
          required
        />
        <NightShiftNotice name="WillingnessforNightShift" />
      </div>
      {campaign ? null : (
        <SelectField
          name="SourceOfInformationType"
          label="How did you hear about this opening?"
          options={sourceOfInformationOptions}
          required
        />
      )}
      <SourceFields />
      <TextField
        name="DateOfInterview"
        type="date"
        label="Interview date"
        description="Walk-in interviews are held on Saturdays."
        readOnly
      />
    </div>
  );
}
