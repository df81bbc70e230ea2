import type { EventListItem } from '@site/shared';
import { EventCard } from './event-card.tsx';
import { CardGrid } from '@site/shared/card-grid';

/** Event cards, three per row on wide screens. */
export function EventCardGrid({ items }: { items: readonly EventListItem[] }) {
  return (
    <CardGrid columns="2-3">
      {items.map((item) => (
        <li key={item.slug}>
          <EventCard item={item} />
        </li>
      ))}
    </CardGrid>
  );
}
