import { useId } from 'react';
import { Carousel } from '@site/shared/carousel';
import { NEWS_DETAIL_CAROUSEL_AUTOPLAY_MS, TABLET_MAX_WIDTH, useIsClient } from '@site/shared';
import { NEWS_CAROUSEL_HEADING, NEWS_CAROUSEL_LABEL } from './constants.ts';
import { NewsCard } from './news-card.tsx';
import { useNewsList } from './use-news-list.ts';
import styles from './news-detail-carousel.module.css';

/** site-spec.md section 9: two slides in view, one at widths of 1024 and below. */
const SLIDES_PER_VIEW = 1;
const WIDE_BREAKPOINTS = { [TABLET_MAX_WIDTH + 1]: 2 } as const;

/** The other articles, in a carousel that starts in the browser only (DESIGN.md). */
export function NewsDetailCarousel({ currentSlug }: { currentSlug: string }) {
  const headingId = useId();
  const isClient = useIsClient();
  const others = useNewsList().items.filter((item) => item.slug !== currentSlug);
  if (others.length === 0) return null;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {NEWS_CAROUSEL_HEADING}
      </h2>
      {isClient && (
        <Carousel
          label={NEWS_CAROUSEL_LABEL}
          slides={others.map((item) => ({ key: item.slug, content: <NewsCard item={item} /> }))}
          slidesPerView={SLIDES_PER_VIEW}
          breakpoints={WIDE_BREAKPOINTS}
          autoplayMs={NEWS_DETAIL_CAROUSEL_AUTOPLAY_MS}
          loop={others.length > 2}
        />
      )}
    </section>
  );
}
