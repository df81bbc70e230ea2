import { Link } from '@site/shared/router';
import { getRoute } from '@site/shared';
import styles from './expert-session-cta.module.css';

/** The second call to action (site-spec.md section 2.14). */
export function ExpertSessionCta() {
  return (
    <section className={styles.cta} aria-labelledby="proposal-expert-heading">
      <div>
        <h2 id="proposal-expert-heading" className={styles.heading}>
          See it with your own quotes
        </h2>
        <p className={styles.text}>
          Bring two or three recent carrier quotes. Our AI specialists will walk you through the comparison and answer
          your questions about fitting the generator into your agency’s workflow.
        </p>
      </div>
      <Link className={styles.button} to={getRoute('consultation').path}>
        Book 1:1 session with AI experts
      </Link>
    </section>
  );
}
