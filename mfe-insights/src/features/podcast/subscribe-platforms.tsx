import { useId } from 'react';
import amazonIcon from './icons/amazon.svg';
import appleIcon from './icons/apple.svg';
import spotifyIcon from './icons/spotify.svg';
import youtubeIcon from './icons/youtube.svg';
import { podcastHomeCopy, podcastPlatforms } from './constants.ts';
import styles from './subscribe-platforms.module.css';

const icons: Record<(typeof podcastPlatforms)[number]['id'], string> = {
  apple: appleIcon,
  spotify: spotifyIcon,
  amazon: amazonIcon,
  youtube: youtubeIcon,
};

/** Subscribe links to the four podcast platforms (site-spec.md section 2.8). */
export function SubscribePlatforms() {
  const headingId = useId();
  return (
    <section className={styles.subscribe} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {podcastHomeCopy.subscribeHeading}
      </h2>
      <ul className={styles.list}>
        {podcastPlatforms.map((platform) => (
          <li key={platform.id}>
            <a className={styles.link} href={platform.href} target="_blank" rel="noopener noreferrer">
              <img src={icons[platform.id]} alt="" width={40} height={40} loading="lazy" />
              {platform.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
