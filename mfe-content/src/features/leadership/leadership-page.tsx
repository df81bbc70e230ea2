import { PageFrame } from '@site/shared';

/** Stub: this page is being built. */
export function LeadershipPage() {
  return <PageFrame routeId="leadership" />;
}
