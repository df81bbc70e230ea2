import { Link } from '@site/shared/router';
import { brand, companyFacts, formatCount, getRoute } from '@site/shared';
import styles from './home-hero.module.css';

/** The hero's right-hand column: the company at a glance, drawn in HTML and CSS (no image holds up the first paint). */
export const heroFacts = [
  { figure: `${companyFacts.yearsOfExperience} years`, label: 'running outsourced operations' },
  { figure: `${formatCount(companyFacts.employees)}+`, label: 'specialists on our teams' },
  { figure: `${companyFacts.clientsServed}+`, label: 'clients served' },
  { figure: 'ISO certified', label: `${companyFacts.isoCertifications.join(' and ')}: security and quality` },
] as const;

export function HomeHero() {
  return (
    <section className={styles.hero} aria-labelledby="home-hero-heading">
      <div className={styles.inner}>
        <h1 id="home-hero-heading" className={styles.heading}>
          Outsourcing and consulting that moves your business forward
        </h1>
        <p className={styles.lead}>
          Since {brand.foundedYear}, {brand.name} has run insurance, accounting, data and marketing operations for
          companies across the US, Canada, the UK and India.
        </p>
        <Link className={styles.cta} to={getRoute('consultation').path}>
          Book a free consultation
        </Link>
        <ul className={styles.facts} aria-label={`${brand.name} at a glance`}>
          {heroFacts.map((fact) => (
            <li key={fact.label} className={styles.fact}>
              <span className={styles.figure}>{fact.figure}</span>
              <span className={styles.factLabel}>{fact.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
