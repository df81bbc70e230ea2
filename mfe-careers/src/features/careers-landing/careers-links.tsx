import { Link } from '@site/shared/router';
import { brand, getRoute } from '@site/shared';
import styles from './careers-links.module.css';

/** The two ways on from the landing: the culture page and the open roles. */
export function CareersLinks() {
  return (
    <section className={styles.section} aria-labelledby="careers-links-heading">
      <h2 id="careers-links-heading" className={styles.heading}>
        Ready to take the next step?
      </h2>
      <div className={styles.cards}>
        <div className={styles.card}>
          <h3>See the people behind the work</h3>
          <p>Festivals, sports days, learning sessions and volunteering: meet the teams you would join.</p>
          <Link className={styles.secondary} to={getRoute('life').path}>
            Life at {brand.name}
          </Link>
        </div>
        <div className={styles.card}>
          <h3>Find your role</h3>
          <p>Insurance operations, accounting, data annotation, analytics, marketing and AI roles are open now.</p>
          <Link className={styles.primary} to={getRoute('current-openings').path}>
            Current openings
          </Link>
        </div>
      </div>
    </section>
  );
}
