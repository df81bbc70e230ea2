import { PageFrame } from '@site/shared';

/** Stub: this page is being built. */
export function TermsPage() {
  return <PageFrame routeId="terms" />;
}
