import { Link } from '@site/shared/router';
import { brand, getRoute } from '@site/shared';
import styles from './life-cta.module.css';

/** 'Want to become a phoenix?': the way from the Life page to the open jobs (site-spec.md section 2.4). */
export function LifeCta() {
  return (
    <section className={styles.cta} aria-labelledby="life-cta-heading">
      <div>
        <h2 id="life-cta-heading" className={styles.heading}>
          Want to become a phoenix?
        </h2>
        <p className={styles.text}>
          Phoenixes are what we call the people of {brand.name}: curious, resilient and always rising to the next
          challenge. If that sounds like you, there is probably a seat waiting for you.
        </p>
      </div>
      <Link className={styles.link} to={getRoute('current-openings').path}>
        See current openings
      </Link>
    </section>
  );
}
