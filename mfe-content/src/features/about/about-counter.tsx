import { aboutCounterDuration, aboutCounterSuffix, formatCount, useDurationCounter } from '@site/shared';
import section from './about-section.module.css';
import styles from './about-counters.module.css';

interface AboutCounterProps {
  target: number;
  label: string;
}

const format = formatCount;

/** Counts to its target in 2 s (5 s above 100, with a '+'), site-spec.md section 4. */
export function AboutCounter({ target, label }: AboutCounterProps) {
  const value = useDurationCounter(target, aboutCounterDuration(target));
  const suffix = aboutCounterSuffix(target);
  return (
    <li>
      <p className={styles.value}>
        {/* The count is decoration; assistive technology reads the final figure once. */}
        <span aria-hidden="true">
          {format(value)}
          {suffix}
        </span>
        <span className={section.srOnly}>
          {format(target)}
          {suffix}
        </span>
      </p>
      <p className={styles.label}>{label}</p>
    </li>
  );
}
