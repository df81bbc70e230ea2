import { PageFrame } from '@site/shared';

/** Stub: this page is being built. */
export function GuideListPage() {
  return <PageFrame routeId="guides" />;
}
