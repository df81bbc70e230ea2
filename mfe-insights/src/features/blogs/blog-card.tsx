import { Link, generatePath } from '@site/shared/router';
import { getRoute, formatLongDate } from '@site/shared';
import type { BlogListItem } from '@site/shared';
import { ListCardImage } from '../listing/list-card-image.tsx';
import styles from '../listing/list-card.module.css';

/** Image, category, title, publish date and short description, linking to /blogs/{slug}. */
export function BlogCard({ item }: { item: BlogListItem }) {
  return (
    <article className={styles.card}>
      <ListCardImage card={item} />
      <div className={styles.body}>
        <p className={styles.category}>{item.blog_category.name}</p>
        <h3 className={styles.title}>
          <Link to={generatePath(getRoute('blog-detail').path, { slug: item.slug })}>{item.title}</Link>
        </h3>
        <time className={styles.date} dateTime={item.publish_date}>
          {formatLongDate(item.publish_date)}
        </time>
        <p className={styles.description}>{item.short_description}</p>
      </div>
    </article>
  );
}
