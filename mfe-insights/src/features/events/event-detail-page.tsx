import { generatePath, useParams } from '@site/shared/router';
import { NOT_FOUND_PAGE_META, NotFoundPage, PageFrame, formatEventDates, getRoute, usePageMeta } from '@site/shared';
import { SharePanel } from '../share/share-panel.tsx';
import { eventMeta } from './event-meta.ts';
import { EventNotFound } from './event-not-found.tsx';
import { MoreEvents } from './more-events.tsx';
import { useEvent } from './use-event.ts';
import articleStyles from '../listing/article.module.css';
import styles from './event-detail-page.module.css';

/** Seed images are 600 by 400. */
const FEATURE_IMAGE = { width: 600, height: 400 } as const;

/** /events/{slug}, in the newsroom's style: title, dates and place, image, body, the Share panel and more events. */
export function EventDetailPage() {
  const { slug } = useParams();
  const { event, isLoading, isError, notFound } = useEvent(slug);
  const path = generatePath(getRoute('event-detail').path, { slug: slug ?? '' });
  usePageMeta(notFound ? NOT_FOUND_PAGE_META : event ? eventMeta(event, path) : {});

  if (notFound) return <NotFoundPage />;
  return (
    <PageFrame routeId="event-detail" heading={event?.title}>
      {isError && <EventNotFound />}
      {isLoading && <p role="status">Loading the event…</p>}
      {event && slug && (
        <>
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
          <img
            className={articleStyles.image}
            src={event.feature_image}
            alt={event.feature_alt_tag}
            width={FEATURE_IMAGE.width}
            height={FEATURE_IMAGE.height}
            fetchPriority="high"
          />
          <div className={articleStyles.body} dangerouslySetInnerHTML={{ __html: event.description }} />
          <SharePanel title={event.title} />
          <MoreEvents currentSlug={slug} />
        </>
      )}
    </PageFrame>
  );
}
