import type { EventListItem } from '@site/shared';
import { EventCard } from './event-card.tsx';
import styles from '../listing/card-grid.module.css';

/** Event cards, three per row on wide screens. */
export function EventCardGrid({ items }: { items: readonly EventListItem[] }) {
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.slug}>
          <EventCard item={item} />
        </li>
      ))}
    </ul>
  );
}
