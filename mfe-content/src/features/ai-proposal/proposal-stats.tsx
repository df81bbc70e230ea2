import { proposalStats } from './proposal-content.ts';
import styles from './proposal-stats.module.css';

/** The stat cards: 30 sec, 3x, 99%. */
export function ProposalStats() {
  return (
    <section className={styles.stats} aria-labelledby="proposal-stats-heading">
      <h2 id="proposal-stats-heading" className={styles.heading}>
        Results agencies can measure
      </h2>
      <ul className={styles.grid}>
        {proposalStats.map((stat) => (
          <li key={stat.figure} className={styles.card}>
            <span className={styles.figure}>{stat.figure}</span>
            <span className={styles.label}>{stat.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
