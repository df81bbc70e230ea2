import { PageFrame } from '@site/shared';

/** Stub: this page is being built. */
export function NewsDetailPage() {
  return <PageFrame routeId="news-detail" />;
}
