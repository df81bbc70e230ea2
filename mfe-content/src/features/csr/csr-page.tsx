import { PageFrame } from '@site/shared';

/** Stub: this page is being built. */
export function CsrPage() {
  return <PageFrame routeId="csr" />;
}
