import { PageFrame } from '@site/shared';

/** Stub: the service page template is being built. */
export function ServicePage({ slug }: { slug: string }) {
  return <PageFrame routeId={`service-${slug}`} />;
}
