import { PageFrame } from '@site/shared';

/** Stub: this page is being built. */
export function SitemapPage() {
  return <PageFrame routeId="sitemap" />;
}
