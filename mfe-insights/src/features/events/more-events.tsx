import { useId } from 'react';
import { useGetEventsQuery } from './api/events-api.ts';
import { MORE_EVENTS_HEADING, MORE_EVENTS_LIMIT } from './constants.ts';
import { EventCardGrid } from './event-card-grid.tsx';
import styles from './more-events.module.css';

/** The newest other events, under an event; nothing when there are none or the list fails. */
export function MoreEvents({ currentSlug }: { currentSlug: string }) {
  const headingId = useId();
  const { data } = useGetEventsQuery(1);
  const others = (data?.data.data ?? []).filter((item) => item.slug !== currentSlug).slice(0, MORE_EVENTS_LIMIT);
  if (others.length === 0) return null;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {MORE_EVENTS_HEADING}
      </h2>
      <EventCardGrid items={others} />
    </section>
  );
}
