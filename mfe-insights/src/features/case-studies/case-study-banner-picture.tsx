import { MOBILE_MAX_WIDTH } from '@site/shared';
import type { CaseStudy } from '@site/shared';
import styles from './case-study-banner-picture.module.css';

/** Seed banners are 1440 by 400. */
const BANNER = { width: 1440, height: 400 } as const;

/** The desktop banner, swapped for the mobile one at mobile widths. Above the fold, so not lazy. */
export function CaseStudyBannerPicture({ caseStudy }: { caseStudy: CaseStudy }) {
  return (
    <picture>
      <source
        media={`(max-width: ${MOBILE_MAX_WIDTH}px)`}
        srcSet={caseStudy.caseStudy_mobile_banner}
        width={BANNER.width}
        height={BANNER.height}
      />
      <img
        className={styles.image}
        src={caseStudy.caseStudy_desktop_banner}
        alt={caseStudy.alt_tag}
        width={BANNER.width}
        height={BANNER.height}
        fetchPriority="high"
      />
    </picture>
  );
}
