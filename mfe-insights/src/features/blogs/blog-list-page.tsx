import { PageFrame } from '@site/shared';

/** Stub: this page is being built. */
export function BlogListPage() {
  return <PageFrame routeId="blogs" />;
}
