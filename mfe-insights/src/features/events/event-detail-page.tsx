import { formatEventDates } from '@site/shared';
import { ListedDetailPage } from '../listing/listed-pages.tsx';
import { eventKind } from './event-kind.ts';
import { eventMeta } from './event-meta.ts';
import styles from './event-detail-page.module.css';

/** /events/{slug}, in the newsroom's style: title, dates and place, image, body, the Share panel and more events. */
export function EventDetailPage() {
  return (
    <ListedDetailPage
      kind={eventKind}
      meta={eventMeta}
      loading="Loading the event…"
      lead={(event) => (
        <dl className={styles.facts}>
          <dt>Dates</dt>
          <dd>
            <time dateTime={event.start_date}>{formatEventDates(event.start_date, event.end_date)}</time>
          </dd>
          <dt>Venue</dt>
          <dd>{event.venue}</dd>
          <dt>Location</dt>
          <dd>{event.location}</dd>
        </dl>
      )}
    />
  );
}
