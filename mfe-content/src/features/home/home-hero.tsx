import { Link } from '@site/shared/router';
import { brand, getRoute } from '@site/shared';
import styles from './home-hero.module.css';

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
      </div>
    </section>
  );
}
