import { PageFrame } from '@site/shared';

/** Stub: this page is being built. */
export function PrivacyPage() {
  return <PageFrame routeId="privacy" />;
}
