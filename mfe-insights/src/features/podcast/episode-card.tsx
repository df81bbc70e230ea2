import { Link } from '@site/shared/router';
import { ContentImage } from '@site/shared';
import type { ImageInfo, PodcastListItem } from '@site/shared';
import { podcastHomeCopy } from './constants.ts';
import { episodePath } from './episode-path.ts';
import styles from './episode-card.module.css';

/** Episode cards sit three or four to a row, one per row on phones. */
const EPISODE_CARD_SIZES = '(max-width: 767px) 100vw, 400px';

interface EpisodeCardProps {
  slug: string;
  episodeNumber: number;
  title: string;
  summary?: string;
  image: string;
  /** Empty when the title beside the image already names it. */
  imageAlt: string;
  /** What the API's media pipeline knows of the image (its size; a photo's renditions). */
  imageInfo: ImageInfo | undefined;
  /** The space to reserve when the pipeline knows nothing of it. */
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
  imageInfo,
  imageWidth,
  imageHeight,
  headingLevel = 3,
}: EpisodeCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <ContentImage
        className={styles.image}
        src={image}
        alt={imageAlt}
        info={imageInfo}
        fallbackSize={{ width: imageWidth, height: imageHeight }}
        sizes={EPISODE_CARD_SIZES}
      />
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

/** A listed episode (the podcast page's strips and grid): its guest's portrait, its title and line. */
export function ListedEpisodeCard({ episode }: { episode: PodcastListItem }) {
  return (
    <EpisodeCard
      slug={episode.slug}
      episodeNumber={episode.episode_number}
      title={episode.main_page_title}
      summary={episode.feature_title}
      image={episode.guest_image}
      imageInfo={episode.images?.guest_image}
      imageAlt={episode.guest_alt_tag}
      imageWidth={320}
      imageHeight={320}
    />
  );
}
