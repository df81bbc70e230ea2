import { Link, NavLink } from 'react-router';
import { brand, getRoute } from '@site/shared';
import styles from './site-layout.module.css';

// The full mega-menu header is its own issue; these are the primary
// destinations it will open onto.
const primaryNavigation = ['services', 'guides', 'case-studies', 'about', 'careers', 'contact'].map(getRoute);

export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.logo} aria-label={`${brand.name} home`}>
          {brand.name}
        </Link>
        <nav aria-label="Main" className={styles.nav}>
          <ul>
            {primaryNavigation.map((route) => (
              <li key={route.id}>
                <NavLink to={route.path}>{route.title}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Link to={getRoute('consultation').path} className={styles.cta}>
          Get in touch
        </Link>
      </div>
    </header>
  );
}
