import { PageFrame } from '@site/shared';

/** Stub: this page is being built. */
export function BlogDetailPage() {
  return <PageFrame routeId="blog-detail" />;
}
