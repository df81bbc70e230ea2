import { MOBILE_MAX_WIDTH } from '@site/shared';
import styles from './banner-picture.module.css';

/** Seed banners are 1440 by 400. */
const BANNER = { width: 1440, height: 400 } as const;

/**
 * An article's desktop banner, swapped for the mobile one at mobile widths (a news article's, a case study's).
 * Above the fold, so not lazy.
 */
export function BannerPicture({ desktop, mobile, alt }: { desktop: string; mobile: string; alt: string }) {
  return (
    <picture>
      <source
        media={`(max-width: ${MOBILE_MAX_WIDTH}px)`}
        srcSet={mobile}
        width={BANNER.width}
        height={BANNER.height}
      />
      <img
        className={styles.image}
        src={desktop}
        alt={alt}
        width={BANNER.width}
        height={BANNER.height}
        fetchPriority="high"
      />
    </picture>
  );
}
