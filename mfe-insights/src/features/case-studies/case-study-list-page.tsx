import { PageFrame } from '@site/shared';

/** Stub: this page is being built. */
export function CaseStudyListPage() {
  return <PageFrame routeId="case-studies" />;
}
