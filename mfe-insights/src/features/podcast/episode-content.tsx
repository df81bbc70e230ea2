import type { PodcastDetailResponse } from '@site/shared';
import { podcastHomeCopy } from './constants.ts';
import { EpisodeListen } from './episode-listen.tsx';
import { EpisodeOverviewTabs } from './episode-overview-tabs.tsx';
import { EpisodePeopleTabs } from './episode-people-tabs.tsx';
import { OtherEpisodes } from './other-episodes.tsx';
import styles from './episode-content.module.css';

/**
 * A loaded episode under its title. The page mounts it afresh for every
 * episode, so both tab sets start on their first tab (site-spec.md section 4).
 */
export function EpisodeContent({ detail }: { detail: PodcastDetailResponse['data'] }) {
  const { podcast, otherPodcasts } = detail;
  return (
    <>
      <p className={styles.number}>{podcastHomeCopy.episodeLabel(podcast.episode_number)}</p>
      <div className={styles.layout}>
        <img
          className={styles.banner}
          src={podcast.main_page_banner}
          alt={podcast.banner_alt_tag}
          width={800}
          height={450}
        />
        <div>
          <EpisodeOverviewTabs {...podcast} />
          <EpisodeListen {...podcast} />
        </div>
      </div>
      <EpisodePeopleTabs podcast={podcast} />
      <OtherEpisodes episodes={otherPodcasts} />
    </>
  );
}
