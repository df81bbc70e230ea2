import { CAREERS_COUNTER_STEPS, CAREERS_COUNTER_STEP_MS, careersStats, useStepCounter } from '@site/shared';
import { careersStatLabels } from './careers-content.ts';
import styles from './careers-stats.module.css';
import { VisuallyHidden } from '@site/shared/visually-hidden';

/** site-spec.md section 4: from 0 to the target in steps of a 200th of it, one every 30 ms. */
function StatCounter({ target, label }: { target: number; label: string }) {
  const value = useStepCounter(target, target / CAREERS_COUNTER_STEPS, CAREERS_COUNTER_STEP_MS);
  return (
    <li className={styles.stat}>
      <span className={styles.figure} aria-hidden="true">
        {Math.round(value)}%
      </span>
      <VisuallyHidden>{target}%</VisuallyHidden>
      <span className={styles.label}>{label}</span>
    </li>
  );
}

export function CareersStats() {
  return (
    <section className={styles.stats} aria-labelledby="careers-stats-heading">
      <h2 id="careers-stats-heading" className={styles.heading}>
        Why people stay
      </h2>
      <ul className={styles.grid}>
        {careersStats.map((target, index) => (
          <StatCounter key={careersStatLabels[index]} target={target} label={careersStatLabels[index] ?? ''} />
        ))}
      </ul>
    </section>
  );
}
