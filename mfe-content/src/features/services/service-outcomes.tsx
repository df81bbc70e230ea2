import type { ServiceOutcome } from './service-content/service-content-types.ts';
import styles from './service-outcomes.module.css';

/** Benefits with the figures clients measure. */
export function ServiceOutcomes({ outcomes }: { outcomes: readonly ServiceOutcome[] }) {
  return (
    <section className={styles.outcomes} aria-labelledby="service-outcomes-heading">
      <h2 id="service-outcomes-heading" className={styles.heading}>
        Outcomes our clients see
      </h2>
      <ul className={styles.grid}>
        {outcomes.map((outcome) => (
          <li key={outcome.label} className={styles.outcome}>
            <span className={styles.figure}>{outcome.figure}</span>
            <span className={styles.label}>{outcome.label}</span>
            <span className={styles.detail}>{outcome.detail}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
