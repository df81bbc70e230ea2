import { SelectField, TextAreaField, TextField, ZIP_DIGITS, digitsOnly, indianStates } from '@site/shared/forms';
import { SameAsCurrentCheckbox } from '../same-as-current.tsx';
import styles from '../wizard.module.css';

interface AddressNames {
  address: string;
  state: string;
  city: string;
  pin: string;
}

function Address({ names, prefix }: { names: AddressNames; prefix: 'Current' | 'Permanent' }) {
  return (
    <div className={styles.grid}>
      <TextAreaField name={names.address} label={`${prefix} address`} rows={3} className={styles.full} required />
      <SelectField name={names.state} label={`${prefix} state`} options={indianStates} required />
      <TextField name={names.city} label={`${prefix} city`} required />
      <TextField
        name={names.pin}
        label={`${prefix} pin code`}
        inputMode="numeric"
        parse={digitsOnly}
        maxLength={ZIP_DIGITS}
        autoComplete="postal-code"
        required
      />
    </div>
  );
}

/** The current address, 'Same as Current', and the permanent address. */
export function AddressFields() {
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Current address</legend>
        <Address names={{ address: 'currentAddress', state: 'State', city: 'City', pin: 'pin' }} prefix="Current" />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Permanent address</legend>
        <SameAsCurrentCheckbox />
        <Address
          names={{ address: 'permanentAddress', state: 'permanentState', city: 'permanentCity', pin: 'permanentPin' }}
          prefix="Permanent"
        />
      </fieldset>
    </>
  );
}
