import { Link, generatePath } from '@site/shared/router';
import { formatEventDates, getRoute } from '@site/shared';
import type { EventListItem } from '@site/shared';
import styles from '../listing/list-card.module.css';

/** Seed images are 600 by 400. */
const CARD_IMAGE = { width: 600, height: 400 } as const;

/** Image, title, 'Month day-endday, year', location and short description, linking to /events/{slug}. */
export function EventCard({ item }: { item: EventListItem }) {
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
