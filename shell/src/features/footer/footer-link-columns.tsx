import { useId } from 'react';
import type { ReactNode } from 'react';
import { Link } from '@site/shared/router';
import { type FooterColumn, footerColumns, officeLocations } from './footer-links.ts';
import styles from './site-footer.module.css';

function LinkColumn({ column, children }: { column: FooterColumn; children?: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.column} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.columnHeading}>
        {column.heading}
      </h2>
      <ul className={styles.links}>
        {column.links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}

/** About, Services, Resources and Connect, with the offices under Connect (site-spec.md sections 2.19 and 9). */
export function FooterLinkColumns() {
  return (
    <nav aria-label="Footer" className={styles.columns}>
      {footerColumns.map((column) => (
        <LinkColumn key={column.heading} column={column}>
          {column.heading === 'Connect' ? (
            <address className={styles.offices}>
              <span className={styles.officesHeading}>Our offices</span>
              <ul className={styles.links}>
                {officeLocations.map((office) => (
                  <li key={office}>{office}</li>
                ))}
              </ul>
            </address>
          ) : null}
        </LinkColumn>
      ))}
    </nav>
  );
}
