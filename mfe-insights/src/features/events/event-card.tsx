import { Link, generatePath } from '@site/shared/router';
import { formatEventDates, getRoute } from '@site/shared';
import type { EventListItem } from '@site/shared';
import { ListCardImage } from '../listing/list-card-image.tsx';
import styles from '../listing/list-card.module.css';

/** Image, title, 'Month day-endday, year', location and short description, linking to /events/{slug}. */
export function EventCard({ item }: { item: EventListItem }) {
  return (
    <article className={styles.card}>
      <ListCardImage card={item} />
      <div className={styles.body}>
        <h3 className={styles.title}>
          <Link to={generatePath(getRoute('event-detail').path, { slug: item.slug })}>{item.title}</Link>
        </h3>
        <time className={styles.date} dateTime={item.start_date}>
          {formatEventDates(item.start_date, item.end_date)}
        </time>
        <p className={styles.location}>{item.location}</p>
        <p className={styles.description}>{item.short_description}</p>
      </div>
    </article>
  );
}
