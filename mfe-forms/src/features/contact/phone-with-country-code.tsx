import { CONTACT_PHONE_DIGITS, SelectField, TextField, digitsOnly } from '@site/shared/forms';
import type { FieldValidator } from '@site/shared/forms';
import { DIAL_COUNTRY_FIELD, dialCountryChoices, dialCountryRule } from './dial-country.ts';
import styles from './phone-with-country-code.module.css';

interface PhoneWithCountryCodeProps {
  rules: { countrycode?: FieldValidator; phone?: FieldValidator };
}

/** The careers tab's and general query's phone: a country code list and the number's digits. */
export function PhoneWithCountryCode({ rules }: PhoneWithCountryCodeProps) {
  return (
    <div className={styles.phone}>
      <SelectField
        name={DIAL_COUNTRY_FIELD}
        label="Country code"
        placeholder="Code"
        options={dialCountryChoices}
        validate={dialCountryRule(rules.countrycode)}
        autoComplete="tel-country-code"
        required
      />
      <TextField
        name="phone"
        label="Phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={CONTACT_PHONE_DIGITS}
        placeholder={`${CONTACT_PHONE_DIGITS}-digit number`}
        parse={digitsOnly}
        validate={rules.phone}
        required
      />
    </div>
  );
}
