import { PageFrame } from '@site/shared';

/** Stub: this page is being built. */
export function CaseStudyDetailPage() {
  return <PageFrame routeId="case-study-detail" />;
}
