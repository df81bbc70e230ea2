import type { Ref } from 'react';
import { HONEYPOT_FIELD } from '../constants/submissions.ts';
import styles from './form-field.module.css';

/**
 * The bot trap every form renders (shared/src/constants/submissions.ts):
 * hidden from people, from assistive technology and from the tab order, but
 * filled in by bots that fill in every input. It stays outside final-form:
 * the form reads its value through `ref` when it sends.
 */
export function HoneypotField({ ref }: { ref: Ref<HTMLInputElement> }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label>
        Leave this field empty
        <input
          ref={ref}
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          aria-hidden="true"
          defaultValue=""
        />
      </label>
    </div>
  );
}
