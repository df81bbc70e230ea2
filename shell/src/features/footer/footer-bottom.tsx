import { Link } from '@site/shared/router';
import { COPYRIGHT_YEAR, brand, footerDocuments } from '@site/shared';
import { footerLegalLinks } from './footer-links.ts';
import styles from './site-footer.module.css';
import { VisuallyHidden } from '@site/shared/visually-hidden';

/** The legal pages, the CSR and ISO documents, and the copyright line (site-spec.md section 2.19). */
export function FooterBottom() {
  return (
    <div className={styles.bottom}>
      <nav aria-label="Legal">
        <ul className={styles.bottomLinks}>
          {footerLegalLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
          {footerDocuments.map((document) => (
            <li key={document.id}>
              <a href={document.path} target="_blank" rel="noopener noreferrer">
                {document.label}
                <VisuallyHidden> (PDF, opens in a new tab)</VisuallyHidden>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.copyright}>
        © {COPYRIGHT_YEAR} {brand.legalName}. All rights reserved.
      </p>
    </div>
  );
}
