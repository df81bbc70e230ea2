import { MOBILE_MAX_WIDTH, formatLongDate } from '@site/shared';
import type { Guide } from '@site/shared';
import { guideDetailCopy } from './constants.ts';
import styles from './guide-banner.module.css';

type GuideBannerProps = Pick<
  Guide,
  'min_read' | 'publish_date' | 'guide_desktop_banner' | 'guide_mobile_banner' | 'alt_tag'
>;

/** Under the guide's title: minutes to read, publish date, and the desktop or mobile banner. */
export function GuideBanner(guide: GuideBannerProps) {
  return (
    <div className={styles.banner}>
      <p className={styles.meta}>
        <span>{guideDetailCopy.minRead(guide.min_read)}</span>
        <span aria-hidden="true">·</span>
        <span>
          {guideDetailCopy.published} <time dateTime={guide.publish_date}>{formatLongDate(guide.publish_date)}</time>
        </span>
      </p>
      <picture>
        <source media={`(max-width: ${MOBILE_MAX_WIDTH}px)`} srcSet={guide.guide_mobile_banner} />
        <img className={styles.image} src={guide.guide_desktop_banner} alt={guide.alt_tag} width={1440} height={400} />
      </picture>
    </div>
  );
}
