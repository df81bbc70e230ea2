import { servicesChallengeStats } from '@site/shared';
import { challengeLines } from './services-overview-content.ts';
import styles from './challenge-stats.module.css';

/** The four industry-challenge figures of site-spec.md section 2.6. */
export function ChallengeStats() {
  return (
    <section className={styles.challenges} aria-labelledby="services-challenges-heading">
      <h2 id="services-challenges-heading" className={styles.heading}>
        The challenges businesses bring to us
      </h2>
      <p className={styles.lead}>What operations and finance leaders tell us in discovery calls:</p>
      <ul className={styles.grid}>
        {servicesChallengeStats.map((percent, index) => (
          <li key={percent} className={styles.stat}>
            <span className={styles.figure}>{percent}%</span>
            <span className={styles.line}>{challengeLines[index]}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
