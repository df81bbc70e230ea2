import { newsBanner } from './constants.ts';
import bannerImage from './images/newsroom-banner.svg';
import styles from './news-banner.module.css';

/** The newsroom's banner, under the page heading. */
export function NewsBanner() {
  return (
    <div className={styles.banner}>
      <div>
        <p className={styles.headline}>{newsBanner.headline}</p>
        <p className={styles.intro}>{newsBanner.intro}</p>
      </div>
      <img className={styles.image} src={bannerImage} alt={newsBanner.imageAlt} width={480} height={300} />
    </div>
  );
}
