import bannerImage from './images/guides-banner.svg?first-view';
import { guideListCopy } from './constants.ts';
import styles from './guide-list-banner.module.css';

/** The introduction under the page heading of /guides. */
export function GuideListBanner() {
  return (
    <div className={styles.banner}>
      <div>
        <p className={styles.lead}>{guideListCopy.bannerLead}</p>
        <p className={styles.text}>{guideListCopy.bannerText}</p>
      </div>
      <img className={styles.image} src={bannerImage} alt={guideListCopy.bannerAlt} width={480} height={320} />
    </div>
  );
}
