import { useId } from 'react';
import { Link } from '@site/shared/router';
import { getRoute } from '@site/shared';
import styles from './consultation-cta.module.css';

interface ConsultationCtaProps {
  heading: string;
  text: string;
  label?: string;
}

/** The closing call to action of the services pages: a link to the consultation form. */
export function ConsultationCta({ heading, text, label = 'Book a free consultation' }: ConsultationCtaProps) {
  const headingId = useId();
  return (
    <section className={styles.cta} aria-labelledby={headingId}>
      <div>
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
        <p className={styles.text}>{text}</p>
      </div>
      <Link className={styles.button} to={getRoute('consultation').path}>
        {label}
      </Link>
    </section>
  );
}
