import { brand, companyFacts } from '@site/shared';
import { AboutCounter } from './about-counter.tsx';
import section from './about-section.module.css';
import styles from './about-counters.module.css';

const counters = [
  { target: companyFacts.yearsOfExperience, label: 'Years of experience' },
  { target: companyFacts.clientsServed, label: 'Clients served' },
  { target: companyFacts.employees, label: 'Employees' },
  { target: companyFacts.countries, label: 'Countries' },
] as const;

/** The about counters (site-spec.md sections 4 and 9). */
export function AboutCounters() {
  return (
    <section className={section.section} aria-labelledby="about-counters-heading">
      <div className={styles.band}>
        <h2 id="about-counters-heading" className={styles.heading}>
          {brand.name} in numbers
        </h2>
        <ul className={styles.grid}>
          {counters.map((counter) => (
            <AboutCounter key={counter.label} target={counter.target} label={counter.label} />
          ))}
        </ul>
      </div>
    </section>
  );
}
