import { Link } from 'react-router';
import { brand, getRoute } from '@site/shared';
import styles from '../layout/site-layout.module.css';

/** site-spec.md section 9: the copyright year shown. */
export const COPYRIGHT_YEAR = 2025;

const legalLinks = ['terms', 'sitemap', 'privacy', 'security'].map(getRoute);

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <nav aria-label="Legal" className={styles.nav}>
          <ul>
            {legalLinks.map((route) => (
              <li key={route.id}>
                <Link to={route.path}>{route.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>
          © {COPYRIGHT_YEAR} {brand.legalName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
