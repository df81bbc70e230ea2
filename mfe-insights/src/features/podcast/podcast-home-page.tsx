import { PageFrame } from '@site/shared';

/** Stub: this page is being built. */
export function PodcastHomePage() {
  return <PageFrame routeId="podcast" />;
}
