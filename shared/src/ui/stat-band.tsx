import { useId } from 'react';
import styles from './stat-band.module.css';

export interface Stat {
  figure: string;
  label: string;
  /** A line under the label (look "figures"). */
  detail?: string;
}

interface StatBandProps {
  heading: string;
  stats: readonly Stat[];
  /** "cards": each figure in a card; "figures": the figures alone, with their details. */
  look: 'cards' | 'figures';
}

/**
 * The figures a page leads with, in a navy band under a heading. `@site/shared/stat-band`: bundled by the remotes
 * that show one, not part of the shared singleton.
 */
export function StatBand({ heading, stats, look }: StatBandProps) {
  const headingId = useId();
  return (
    <section className={styles.band} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <ul className={`${styles.grid} ${styles[look]}`}>
        {stats.map((stat) => (
          <li key={stat.label} className={styles.stat}>
            <span className={styles.figure}>{stat.figure}</span>
            <span className={styles.label}>{stat.label}</span>
            {stat.detail ? <span className={styles.detail}>{stat.detail}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
