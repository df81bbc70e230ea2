import { Link } from '@site/shared/router';
import { podcastHomeCopy } from './constants.ts';
import { episodePath } from './episode-path.ts';
import styles from './episode-card.module.css';

interface EpisodeCardProps {
  slug: string;
  episodeNumber: number;
  title: string;
  summary?: string;
  image: string;
  /** Empty when the title beside the image already names it. */
  imageAlt: string;
  imageWidth: number;
  imageHeight: number;
  headingLevel?: 3 | 4;
}

/** An episode's image, number and title, linking to its page. */
export function EpisodeCard({
  slug,
  episodeNumber,
  title,
  summary,
  image,
  imageAlt,
  imageWidth,
  imageHeight,
  headingLevel = 3,
}: EpisodeCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <img className={styles.image} src={image} alt={imageAlt} width={imageWidth} height={imageHeight} loading="lazy" />
      <div className={styles.text}>
        <p className={styles.number}>{podcastHomeCopy.episodeLabel(episodeNumber)}</p>
        <Heading className={styles.title}>
          <Link to={episodePath(slug)} className={styles.link}>
            {title}
          </Link>
        </Heading>
        {summary && <p className={styles.summary}>{summary}</p>}
      </div>
    </article>
  );
}
