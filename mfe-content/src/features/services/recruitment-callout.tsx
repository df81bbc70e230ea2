import { Link } from '@site/shared/router';
import { getRoute } from '@site/shared';
import styles from './recruitment-callout.module.css';

/** The overview's pointer to recruitment process outsourcing (site-spec.md section 2.6). */
export function RecruitmentCallout() {
  const route = getRoute('service-recruitment-process-outsourcing-services');
  return (
    <section className={styles.callout} aria-labelledby="services-recruitment-heading">
      <div>
        <h2 id="services-recruitment-heading" className={styles.heading}>
          Growing faster than your hiring team?
        </h2>
        <p className={styles.text}>
          Our recruiters source, screen and schedule candidates in your applicant tracking system and under your
          employer brand, so open roles close sooner.
        </p>
      </div>
      <Link className={styles.link} to={route.path}>
        Explore {route.title.toLowerCase()}
      </Link>
    </section>
  );
}
