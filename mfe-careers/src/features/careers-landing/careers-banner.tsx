import { Link } from '@site/shared/router';
import { MotionPauseButton, brand, getRoute } from '@site/shared';
import { bannerWords } from './careers-content.ts';
import { useRotatingIndex } from './use-rotating-word.ts';
import heroImage from './images/careers-hero.svg?first-view';
import styles from './careers-banner.module.css';

/** The rotating words banner: the last word changes; assistive technology reads all of them once. */
export function CareersBanner() {
  const index = useRotatingIndex(bannerWords.length);
  return (
    <section className={styles.banner} aria-labelledby="careers-banner-heading">
      <div className={styles.text}>
        <h2 id="careers-banner-heading" className={styles.heading}>
          A place where you can{' '}
          <span className={styles.word} aria-hidden="true" data-testid="rotating-word">
            {bannerWords[index]}
          </span>
          <span className={styles.visuallyHidden}>{bannerWords.join(', ')}</span>
        </h2>
        <p className={styles.lead}>
          Join {brand.name} and work with people who care about doing things right, for clients around the world.
        </p>
        <div className={styles.actions}>
          <Link className={styles.cta} to={getRoute('current-openings').path}>
            View current openings
          </Link>
          <MotionPauseButton />
        </div>
      </div>
      <img
        className={styles.image}
        src={heroImage}
        alt="Colleagues climbing a rising bar chart together"
        width={520}
        height={360}
      />
    </section>
  );
}
