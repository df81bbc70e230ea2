import { MOBILE_MAX_WIDTH } from '@site/shared';
import type { NewsArticle } from '@site/shared';
import styles from './news-banner-picture.module.css';

/** Seed banners are 1440 by 400. */
const BANNER = { width: 1440, height: 400 } as const;

/** The desktop banner, swapped for the mobile one at mobile widths. Above the fold, so not lazy. */
export function NewsBannerPicture({ article }: { article: NewsArticle }) {
  return (
    <picture>
      <source
        media={`(max-width: ${MOBILE_MAX_WIDTH}px)`}
        srcSet={article.news_mobile_banner}
        width={BANNER.width}
        height={BANNER.height}
      />
      <img
        className={styles.image}
        src={article.news_desktop_banner}
        alt={article.alt_tag}
        width={BANNER.width}
        height={BANNER.height}
        fetchPriority="high"
      />
    </picture>
  );
}
