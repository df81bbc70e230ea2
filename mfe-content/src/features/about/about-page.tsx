import { PageFrame } from '@site/shared';

/** Stub: this page is being built. */
export function AboutPage() {
  return <PageFrame routeId="about" />;
}
