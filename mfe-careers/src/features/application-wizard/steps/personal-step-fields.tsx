import {
  AADHAAR_MAX_LENGTH,
  PHONE_DIGITS,
  SelectField,
  TextField,
  digitsOnly,
  formatAadhaar,
  genderOptions,
  latestBirthDate,
  maritalStatusOptions,
  stripDigits,
} from '@site/shared/forms';
import type { MaritalStatus } from '@site/shared/forms';
import { Condition } from '../condition.tsx';
import { capitalised } from '../field-options.ts';
import { AddressFields } from './address-fields.tsx';
import { DocumentFields } from './document-fields.tsx';
import styles from '../wizard.module.css';

const MARRIED: MaritalStatus = 'Married';

/** Step 2: who the applicant is, how to reach them, their photo and resume, and their addresses. */
export function PersonalStepFields({ now }: { now: Date }) {
  return (
    <>
      <div className={styles.grid}>
        <TextField name="firstName" label="First name" parse={stripDigits} autoComplete="given-name" required />
        <TextField name="lastName" label="Last name" parse={stripDigits} autoComplete="family-name" required />
        <TextField name="fatherName" label="Father's name" parse={stripDigits} required />
        <SelectField name="gender" label="Gender" options={capitalised(genderOptions)} required />
        <TextField name="dob" label="Date of birth" type="date" max={latestBirthDate(now)} required />
        <SelectField name="maritalStatus" label="Marital status" options={maritalStatusOptions} required />
        <Condition when="maritalStatus" is={MARRIED}>
          <TextField name="spouseName" label="Spouse's name" parse={stripDigits} required />
        </Condition>
        <TextField
          name="aadhaar"
          label="Aadhaar number"
          description="12 digits, shown in groups of four."
          inputMode="numeric"
          parse={formatAadhaar}
          maxLength={AADHAAR_MAX_LENGTH}
          required
        />
        <TextField name="email" label="Email" type="email" autoComplete="email" required />
        <TextField
          name="mobile"
          label="Mobile number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          parse={digitsOnly}
          maxLength={PHONE_DIGITS}
          required
        />
        <TextField
          name="home_phone"
          label="Alternate number"
          type="tel"
          inputMode="numeric"
          parse={digitsOnly}
          maxLength={PHONE_DIGITS}
        />
      </div>
      <DocumentFields />
      <AddressFields />
    </>
  );
}
