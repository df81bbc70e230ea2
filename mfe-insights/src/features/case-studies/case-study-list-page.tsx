import { useState } from 'react';
import { PageFrame, useLocationHash, usePageMeta } from '@site/shared';
import type { CaseStudyCategory } from '@site/shared';
import { CaseStudyBanner } from './case-study-banner.tsx';
import { categoryFromHash } from './case-study-categories.ts';
import { CaseStudyMenu } from './case-study-menu.tsx';
import { CaseStudyResults } from './case-study-results.tsx';
import { caseStudyListMeta } from './constants.ts';
import { useScrollToTopOnChange } from './use-scroll-to-top-on-change.ts';

/**
 * site-spec.md section 2.10 /case-studies: the category comes from the URL
 * fragment; a category change starts again at page 1. A category or page
 * change reloads the list and scrolls to the top (section 4).
 */
export function CaseStudyListPage() {
  usePageMeta(caseStudyListMeta);
  const category = categoryFromHash(useLocationHash());
  useScrollToTopOnChange(category ?? '');

  return (
    <PageFrame routeId="case-studies">
      <CaseStudyBanner />
      <CaseStudyMenu category={category} />
      {/* Keyed by category: every category change starts again at page 1. */}
      <PagedResults key={category ?? 'all'} category={category} />
    </PageFrame>
  );
}

function PagedResults({ category }: { category: CaseStudyCategory | undefined }) {
  const [page, setPage] = useState(1);
  useScrollToTopOnChange(String(page));
  return <CaseStudyResults query={category ? { page, category } : { page }} onPageChange={setPage} />;
}
