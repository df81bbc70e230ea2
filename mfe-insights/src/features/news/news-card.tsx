import { Link, generatePath } from '@site/shared/router';
import { getRoute } from '@site/shared';
import type { NewsListItem } from '@site/shared';
import { formatPublishDate } from '../listing/publish-date.ts';
import styles from '../listing/list-card.module.css';

/** Seed images are 600 by 400. */
const CARD_IMAGE = { width: 600, height: 400 } as const;

interface NewsCardProps {
  item: NewsListItem;
  headingLevel?: 2 | 3;
}

/** Image, title, publish date and short description, linking to /news/{slug}. */
export function NewsCard({ item, headingLevel = 3 }: NewsCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <img
        className={styles.image}
        src={item.feature_image}
        alt={item.feature_alt_tag}
        width={CARD_IMAGE.width}
        height={CARD_IMAGE.height}
        loading="lazy"
      />
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link to={generatePath(getRoute('news-detail').path, { slug: item.slug })}>{item.title}</Link>
        </Heading>
        <time className={styles.date} dateTime={item.publish_date}>
          {formatPublishDate(item.publish_date)}
        </time>
        <p className={styles.description}>{item.short_description}</p>
      </div>
    </article>
  );
}
