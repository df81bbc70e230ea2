import { useId } from 'react';
import type { PodcastListItem } from '@site/shared';
import { podcastHomeCopy } from './constants.ts';
import { ListedEpisodeCard } from './episode-card.tsx';
import styles from './meet-the-hosts.module.css';

/** The episodes that introduce the show's hosts. */
export function MeetTheHosts({ episodes }: { episodes: readonly PodcastListItem[] }) {
  const headingId = useId();
  if (episodes.length === 0) return null;
  return (
    <section className={styles.hosts} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {podcastHomeCopy.hostsHeading}
      </h2>
      <ul className={styles.list} aria-labelledby={headingId}>
        {episodes.map((episode) => (
          <li key={episode.slug}>
            <ListedEpisodeCard episode={episode} />
          </li>
        ))}
      </ul>
    </section>
  );
}
