import { CSR_BACKGROUND_CYCLE_MS, brand } from '@site/shared';
import { CSR_BACKGROUND_SIZE, csrBackgrounds } from './csr-backgrounds.ts';
import { CsrWordList } from './csr-word-list.tsx';
import { useCyclingIndex } from './use-cycling-index.ts';
import styles from './csr-banner.module.css';

/** The opening section: a lakeside backdrop that changes every few seconds behind the promise. */
export function CsrBanner() {
  const activeBackground = useCyclingIndex(csrBackgrounds.length, CSR_BACKGROUND_CYCLE_MS);

  return (
    <section className={styles.banner} aria-labelledby="csr-banner-heading">
      <div className={styles.backgrounds} data-testid="csr-backgrounds">
        {csrBackgrounds.map((src, index) => (
          <img
            // Keyed by position: the four layers never reorder.
            key={index}
            src={src}
            alt=""
            width={CSR_BACKGROUND_SIZE.width}
            height={CSR_BACKGROUND_SIZE.height}
            className={[styles.background, index === activeBackground && styles.active].filter(Boolean).join(' ')}
            data-active={index === activeBackground}
            loading={index === 0 ? 'eager' : 'lazy'}
          />
        ))}
      </div>
      <div className={styles.content}>
        <p className={styles.eyebrow}>{brand.name} Cares · Udaipur</p>
        <h2 id="csr-banner-heading" className={styles.heading}>
          Growing with the city that grew us
        </h2>
        <p className={styles.lead}>
          Our largest delivery center is in Udaipur, and so is most of our giving. Every year our people put time,
          skills and a share of profits into the schools, self-help groups and village clinics around them.
        </p>
        <CsrWordList />
      </div>
    </section>
  );
}
