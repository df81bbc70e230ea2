import { ListedListPage } from '../listing/listed-pages.tsx';
import { EventBanner } from './event-banner.tsx';
import { eventKind } from './event-kind.ts';
import { eventListMeta } from './constants.ts';

/** /events, in the newsroom's style: banner, heading and cards three per row, paged. */
export function EventListPage() {
  return <ListedListPage kind={eventKind} meta={eventListMeta} banner={<EventBanner />} />;
}
