import { PageFrame } from '@site/shared';

/** Stub: this page is being built. */
export function LifePage() {
  return <PageFrame routeId="life" />;
}
