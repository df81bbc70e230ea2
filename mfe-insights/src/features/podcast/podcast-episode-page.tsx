import { PageFrame } from '@site/shared';

/** Stub: this page is being built. */
export function PodcastEpisodePage() {
  return <PageFrame routeId="podcast-episode" />;
}
