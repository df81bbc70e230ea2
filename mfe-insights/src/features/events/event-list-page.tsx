import { PageFrame } from '@site/shared';

/** Stub: this page is being built. */
export function EventListPage() {
  return <PageFrame routeId="events" />;
}
