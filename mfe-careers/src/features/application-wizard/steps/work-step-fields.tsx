import { brand } from '@site/shared';
import {
  EXPERIENCE_MAX_DIGITS,
  SALARY_MAX_DIGITS,
  SelectField,
  TextAreaField,
  TextField,
  digitsOnly,
  yesNoOptions,
} from '@site/shared/forms';
import type { YesNo } from '@site/shared/forms';
import { Condition } from '../condition.tsx';
import styles from '../wizard.module.css';

const EXPERIENCED: YesNo = 'Yes';

/** Step 4: experience, the last job when there is one, and whether the applicant worked here before. */
export function WorkStepFields() {
  return (
    <div className={styles.grid}>
      <SelectField
        name="isExperienced"
        label="Do you have work experience?"
        options={yesNoOptions}
        className={styles.full}
        required
      />
      <Condition when="isExperienced" is={EXPERIENCED}>
        <TextField name="WE1CompanyName" label="Last company name" required />
        <TextField name="WE1Departement" label="Last department" required />
        <TextAreaField
          name="WE1RoleandResposibilities"
          label="Role and responsibilities"
          rows={3}
          className={styles.full}
          required
        />
        <TextField
          name="WE1LastDrawnSalary"
          label="Last drawn salary (monthly CTC)"
          inputMode="numeric"
          parse={digitsOnly}
          maxLength={SALARY_MAX_DIGITS}
          required
        />
        <TextField
          name="WE1ExperienceInYears"
          label="Experience in years"
          inputMode="numeric"
          parse={digitsOnly}
          maxLength={EXPERIENCE_MAX_DIGITS}
          required
        />
      </Condition>
      <SelectField
        name="previouslyWorked"
        label={`Have you worked with ${brand.name} before?`}
        options={yesNoOptions}
        className={styles.full}
        required
      />
    </div>
  );
}
