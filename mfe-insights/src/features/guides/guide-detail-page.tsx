import { PageFrame } from '@site/shared';

/** Stub: this page is being built. */
export function GuideDetailPage() {
  return <PageFrame routeId="guide-detail" />;
}
