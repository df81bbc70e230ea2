import styles from './list-banner.module.css';

interface ListBannerProps {
  headline: string;
  intro: string;
  image: string;
  imageAlt: string;
}

/** The banner under a list page's heading: newsroom, case studies, blogs, events. */
export function ListBanner({ headline, intro, image, imageAlt }: ListBannerProps) {
  return (
    <div className={styles.banner}>
      <div>
        <p className={styles.headline}>{headline}</p>
        <p className={styles.intro}>{intro}</p>
      </div>
      <img className={styles.image} src={image} alt={imageAlt} width={480} height={300} />
    </div>
  );
}
