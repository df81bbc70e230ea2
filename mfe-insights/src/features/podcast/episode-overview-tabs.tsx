import type { Podcast } from '@site/shared';
import { podcastEpisodeCopy } from './constants.ts';
import { Tabs } from './tabs.tsx';
import styles from './episode-overview-tabs.module.css';

type EpisodeOverviewTabsProps = Pick<Podcast, 'about_episode' | 'insight_quick_recap'>;

/** 'About The Episodes' (selected first) and 'Insights: Quick Recap', both HTML the API sanitized. */
export function EpisodeOverviewTabs({ about_episode: about, insight_quick_recap: recap }: EpisodeOverviewTabsProps) {
  return (
    <Tabs
      label={podcastEpisodeCopy.overviewTabs}
      tabs={[
        {
          id: 'about',
          label: podcastEpisodeCopy.aboutTab,
          content: <div className={styles.html} dangerouslySetInnerHTML={{ __html: about }} />,
        },
        {
          id: 'recap',
          label: podcastEpisodeCopy.recapTab,
          content: <div className={styles.html} dangerouslySetInnerHTML={{ __html: recap }} />,
        },
      ]}
    />
  );
}
