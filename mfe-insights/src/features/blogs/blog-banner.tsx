import { blogsBanner } from './constants.ts';
import bannerImage from './images/blogs-banner.svg';
import styles from './blog-banner.module.css';

/** The blog list's banner, under the page heading. */
export function BlogBanner() {
  return (
    <div className={styles.banner}>
      <div>
        <p className={styles.headline}>{blogsBanner.headline}</p>
        <p className={styles.intro}>{blogsBanner.intro}</p>
      </div>
      <img className={styles.image} src={bannerImage} alt={blogsBanner.imageAlt} width={480} height={300} />
    </div>
  );
}
