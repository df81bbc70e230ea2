import { PageFrame, useLocationHash, usePageMeta } from '@site/shared';
import { useListUrl } from '../listing/list-url.ts';
import { CaseStudyBanner } from './case-study-banner.tsx';
import { CATEGORY_PARAM, categoryFromHash } from './case-study-categories.ts';
import { CaseStudyMenu } from './case-study-menu.tsx';
import { CaseStudyResults } from './case-study-results.tsx';
import { caseStudyListMeta } from './constants.ts';
import { useScrollToTopOnChange } from './use-scroll-to-top-on-change.ts';

/**
 * site-spec.md section 2.10 /case-studies: the category comes from the URL fragment (or `?category=`, which the
 * server sees), the page from `?page=` (docs/decisions/010). A menu link carries no page, so a category change
 * starts again at page 1. A category or page change reloads the list and scrolls to the top (section 4).
 */
export function CaseStudyListPage() {
  usePageMeta(caseStudyListMeta);
  const { params, page, pathname, go } = useListUrl();
  const hash = useLocationHash();
  const queryCategory = categoryFromHash(params.get(CATEGORY_PARAM) ?? '');
  const category = queryCategory ?? categoryFromHash(hash);
  useScrollToTopOnChange(`${category ?? ''}\n${page}`);

  return (
    <PageFrame routeId="case-studies">
      <CaseStudyBanner />
      <CaseStudyMenu category={category} />
      <CaseStudyResults
        query={category ? { page, category } : { page }}
        // A category the fragment chose stays in the fragment (site-spec.md section 2.10), one from the query in it.
        onPageChange={(next) =>
          queryCategory ? go({ [CATEGORY_PARAM]: queryCategory, page: next }) : go({ page: next }, hash)
        }
        action={pathname}
      />
    </PageFrame>
  );
}
