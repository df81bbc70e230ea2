import { TABLET_MAX_WIDTH } from '@site/shared';
import type { PodcastListItem } from '@site/shared';
import { Carousel } from '@site/shared/carousel';
import { podcastHomeCopy } from './constants.ts';
import { ListedEpisodeCard } from './episode-card.tsx';
import styles from './trending-episodes.module.css';

/** site-spec.md section 9: the podcast home carousel shows 2 episodes, 1 below 1024 px. Not in shared/ yet. */
export const TRENDING_SLIDES_PER_VIEW = 2;

export function TrendingEpisodes({ episodes }: { episodes: readonly PodcastListItem[] }) {
  if (episodes.length === 0) return null;
  const slides = episodes.map((episode) => ({
    key: episode.slug,
    content: <ListedEpisodeCard episode={episode} />,
  }));
  return (
    <section className={styles.trending}>
      <h2 className={styles.heading}>{podcastHomeCopy.trendingHeading}</h2>
      <Carousel
        label={podcastHomeCopy.trendingHeading}
        slides={slides}
        slidesPerView={1}
        breakpoints={{ [TABLET_MAX_WIDTH]: TRENDING_SLIDES_PER_VIEW }}
      />
    </section>
  );
}
