import { PageFrame } from '@site/shared';

/** Stub: this page is being built. */
export function ServicesPage() {
  return <PageFrame routeId="services" />;
}
