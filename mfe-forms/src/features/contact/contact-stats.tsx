import { companyFacts } from '@site/shared';
import styles from './contact-stats.module.css';

/** The stats strip (forms-spec.md section 9): 6 Countries, 550+ clients, 1050+ resources. */
const stats = [
  { id: 'countries', value: String(companyFacts.countries), label: 'Countries' },
  { id: 'clients', value: `${companyFacts.clientsServed}+`, label: 'Satisfied clients' },
  { id: 'resources', value: `${companyFacts.employees}+`, label: 'Exceptionally talented resources' },
] as const;

export function ContactStats() {
  return (
    <section className={styles.strip} aria-label="Our reach in numbers">
      <ul className={styles.list}>
        {stats.map((stat) => (
          <li key={stat.id} className={styles.stat}>
            <span className={styles.value}>{stat.value}</span> <span className={styles.label}>{stat.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
