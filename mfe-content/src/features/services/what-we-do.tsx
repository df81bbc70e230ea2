import type { ServiceContent } from './service-content/service-content-types.ts';
import styles from './what-we-do.module.css';

/** How the service works and who it is for. */
export function WhatWeDo({ whatWeDo }: { whatWeDo: ServiceContent['whatWeDo'] }) {
  return (
    <section className={styles.whatWeDo} aria-labelledby="service-what-we-do-heading">
      <h2 id="service-what-we-do-heading" className={styles.heading}>
        {whatWeDo.heading}
      </h2>
      <div className={styles.body}>
        {whatWeDo.paragraphs.map((paragraph) => (
          <p key={paragraph} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
      </div>
      <p className={styles.audienceLabel}>Built for</p>
      <ul className={styles.audiences}>
        {whatWeDo.audiences.map((audience) => (
          <li key={audience} className={styles.audience}>
            {audience}
          </li>
        ))}
      </ul>
    </section>
  );
}
