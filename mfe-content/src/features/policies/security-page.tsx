import { PageFrame } from '@site/shared';

/** Stub: this page is being built. */
export function SecurityPage() {
  return <PageFrame routeId="security" />;
}
