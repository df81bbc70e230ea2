import { eventsBanner } from './constants.ts';
import bannerImage from './images/events-banner.svg';
import styles from './event-banner.module.css';

/** The event list's banner, under the page heading. */
export function EventBanner() {
  return (
    <div className={styles.banner}>
      <div>
        <p className={styles.headline}>{eventsBanner.headline}</p>
        <p className={styles.intro}>{eventsBanner.intro}</p>
      </div>
      <img className={styles.image} src={bannerImage} alt={eventsBanner.imageAlt} width={480} height={300} />
    </div>
  );
}
