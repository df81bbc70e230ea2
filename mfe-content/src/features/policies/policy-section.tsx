import type { ReactNode } from 'react';
import styles from './policy-section.module.css';

interface PolicySectionProps {
  id: string;
  heading: string;
  children: ReactNode;
}

/** One titled part of a policy: a region named by its heading, and a target for links to it. */
export function PolicySection({ id, heading, children }: PolicySectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
