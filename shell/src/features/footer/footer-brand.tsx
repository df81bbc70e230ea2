import { Link } from '@site/shared/router';
import { HOME_ROUTE_ID, brand, getRoute } from '@site/shared';
import { SocialIcon, type SocialNetwork, socialNetworkNames } from './social-icon.tsx';
import styles from './site-footer.module.css';
import { VisuallyHidden } from '@site/shared/visually-hidden';

const networks = Object.keys(brand.social) as SocialNetwork[];

/** The brand blurb and the social profiles (site-spec.md section 2.19). */
export function FooterBrand() {
  return (
    <div className={styles.brand}>
      <Link to={getRoute(HOME_ROUTE_ID).path} className={styles.logo}>
        {brand.name}
      </Link>
      <p className={styles.blurb}>
        {brand.legalName} has helped insurers, accounting firms and technology businesses run better since{' '}
        {brand.foundedYear}, with business-process outsourcing and consulting in insurance, accounting and bookkeeping,
        data annotation, business intelligence, digital marketing and AI.
      </p>
      <ul className={styles.social} aria-label="Social media">
        {networks.map((network) => (
          <li key={network}>
            <a href={brand.social[network]} target="_blank" rel="noopener noreferrer" className={styles.socialLink}>
              <SocialIcon network={network} />
              <VisuallyHidden>{socialNetworkNames[network]} (opens in a new tab)</VisuallyHidden>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
