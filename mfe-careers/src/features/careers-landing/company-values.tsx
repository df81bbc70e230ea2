import { companyValues } from './careers-content.ts';
import styles from './company-values.module.css';
import { CardGrid } from '@site/shared/card-grid';

/** The four values of site-spec.md section 2.12. */
export function CompanyValues() {
  return (
    <section className={styles.section} aria-labelledby="careers-values-heading">
      <h2 id="careers-values-heading" className={styles.heading}>
        The values we work by
      </h2>
      <CardGrid columns="4-2-1">
        {companyValues.map((value) => (
          <li key={value.name} className={styles.value}>
            <h3 className={styles.name}>{value.name}</h3>
            <p className={styles.text}>{value.text}</p>
          </li>
        ))}
      </CardGrid>
    </section>
  );
}
