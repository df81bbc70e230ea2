import { PageFrame } from '@site/shared';

/** Stub: this page is being built. */
export function NewsListPage() {
  return <PageFrame routeId="news" />;
}
