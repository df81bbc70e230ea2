import { caseStudiesBanner } from './constants.ts';
import bannerImage from './images/case-studies-banner.svg';
import styles from './case-study-banner.module.css';

/** The case-study list's banner, under the page heading. */
export function CaseStudyBanner() {
  return (
    <div className={styles.banner}>
      <div>
        <p className={styles.headline}>{caseStudiesBanner.headline}</p>
        <p className={styles.intro}>{caseStudiesBanner.intro}</p>
      </div>
      <img className={styles.image} src={bannerImage} alt={caseStudiesBanner.imageAlt} width={480} height={300} />
    </div>
  );
}
