import { PageFrame } from '@site/shared';

/** Stub: this page is being built. */
export function EventDetailPage() {
  return <PageFrame routeId="event-detail" />;
}
