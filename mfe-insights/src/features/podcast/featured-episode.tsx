import { useId, useState } from 'react';
import { Link } from '@site/shared/router';
import { VideoModal } from '@site/shared';
import type { PodcastListItem } from '@site/shared';
import { podcastHomeCopy } from './constants.ts';
import { episodePath } from './episode-path.ts';
import { shareEpisode } from './share-episode.ts';
import styles from './featured-episode.module.css';

/** The first featured episode: play opens the video modal, share uses the browser's Web Share. */
export function FeaturedEpisode({ episode }: { episode: PodcastListItem }) {
  const headingId = useId();
  const [playing, setPlaying] = useState(false);
  const share = () =>
    shareEpisode({
      title: episode.main_page_title,
      text: episode.feature_title,
      url: new URL(episodePath(episode.slug), window.location.origin).href,
    });

  return (
    <section className={styles.featured} aria-labelledby={headingId}>
      <div className={styles.media}>
        {/* The list answer has no alt for the cover art; the heading beside it names the episode. */}
        <img className={styles.image} src={episode.main_page_banner} alt="" width={800} height={450} />
        <button
          type="button"
          className={styles.play}
          aria-label={`${podcastHomeCopy.play}: ${episode.main_page_title}`}
          onClick={() => setPlaying(true)}
        >
          <span aria-hidden="true">▶</span>
        </button>
      </div>
      <div className={styles.text}>
        <p className={styles.eyebrow}>
          {podcastHomeCopy.featuredHeading} · {podcastHomeCopy.episodeLabel(episode.episode_number)}
        </p>
        <h2 id={headingId} className={styles.title}>
          {episode.main_page_title}
        </h2>
        <p className={styles.summary}>{episode.feature_title}</p>
        <div className={styles.actions}>
          <Link className={styles.listen} to={episodePath(episode.slug)}>
            {podcastHomeCopy.listen}
          </Link>
          <button type="button" className={styles.share} onClick={share}>
            {podcastHomeCopy.share}
          </button>
        </div>
      </div>
      <VideoModal
        videoUrl={playing ? episode.vedio_url : null}
        title={episode.main_page_title}
        onClose={() => setPlaying(false)}
      />
    </section>
  );
}
