import {
  PHONE_DIGITS,
  SelectField,
  TextField,
  digitsOnly,
  jobPortalOptions,
  socialMediaOptions,
  sourceOfInformation,
  stripDigits,
} from '@site/shared/forms';
import { Condition } from '../condition.tsx';

const SOURCE = 'SourceOfInformationType';

/** forms-spec.md section 4: each source reveals its own follow-up questions. */
export function SourceFields() {
  return (
    <>
      <Condition when={SOURCE} is={sourceOfInformation.jobPortals}>
        <SelectField name="jobportalname" label="Job portal" options={jobPortalOptions} required />
      </Condition>
      <Condition when={SOURCE} is={sourceOfInformation.socialMedia}>
        <SelectField name="socialmedianame" label="Social media platform" options={socialMediaOptions} required />
      </Condition>
      <Condition when={SOURCE} is={sourceOfInformation.referral}>
        <TextField name="R1Person" label="Referrer's name" parse={stripDigits} required />
        <TextField name="R1Designation" label="Referrer's designation" required />
        <TextField
          name="R1Contact"
          label="Referrer's contact number"
          type="tel"
          inputMode="numeric"
          parse={digitsOnly}
          maxLength={PHONE_DIGITS}
          required
        />
      </Condition>
      <Condition when={SOURCE} is={sourceOfInformation.campus}>
        <TextField name="campusname" label="Campus name" required />
        <TextField name="campuslocation" label="Campus location" required />
      </Condition>
    </>
  );
}
