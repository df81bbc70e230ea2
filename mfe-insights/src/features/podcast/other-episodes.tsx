import { MOBILE_MAX_WIDTH } from '@site/shared';
import type { PodcastDetailResponse } from '@site/shared';
import { Carousel } from '@site/shared/carousel';
import { podcastEpisodeCopy } from './constants.ts';
import { EpisodeCard } from './episode-card.tsx';
import styles from './other-episodes.module.css';

/** site-spec.md section 9: the episode page carousel shows 3 episodes, 1 below 768 px. Not in shared/ yet. */
export const OTHER_EPISODES_PER_VIEW = 3;

type OtherEpisode = PodcastDetailResponse['data']['otherPodcasts'][number];

export function OtherEpisodes({ episodes }: { episodes: readonly OtherEpisode[] }) {
  if (episodes.length === 0) return null;
  const slides = episodes.map((episode) => ({
    key: episode.slug,
    content: (
      <EpisodeCard
        slug={episode.slug}
        episodeNumber={episode.episode_number}
        title={episode.title}
        image={episode.main_page_banner}
        imageInfo={episode.images?.main_page_banner}
        // The answer has no alt for the cover art; the card's title names the episode.
        imageAlt=""
        imageWidth={800}
        imageHeight={450}
      />
    ),
  }));
  return (
    <section className={styles.others}>
      <h2 className={styles.heading}>{podcastEpisodeCopy.otherEpisodes}</h2>
      <Carousel
        label={podcastEpisodeCopy.otherEpisodes}
        slides={slides}
        slidesPerView={1}
        breakpoints={{ [MOBILE_MAX_WIDTH]: OTHER_EPISODES_PER_VIEW }}
      />
    </section>
  );
}
