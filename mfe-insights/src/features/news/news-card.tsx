import { Link, generatePath } from '@site/shared/router';
import { getRoute, formatLongDate } from '@site/shared';
import type { NewsListItem } from '@site/shared';
import { ListCardImage } from '../listing/list-card-image.tsx';
import styles from '../listing/list-card.module.css';

interface NewsCardProps {
  item: NewsListItem;
  headingLevel?: 2 | 3;
}

/** Image, title, publish date and short description, linking to /news/{slug}. */
export function NewsCard({ item, headingLevel = 3 }: NewsCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <ListCardImage card={item} />
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link to={generatePath(getRoute('news-detail').path, { slug: item.slug })}>{item.title}</Link>
        </Heading>
        <time className={styles.date} dateTime={item.publish_date}>
          {formatLongDate(item.publish_date)}
        </time>
        <p className={styles.description}>{item.short_description}</p>
      </div>
    </article>
  );
}
