import { PageFrame, usePageMeta } from '@site/shared';
import { guideListMeta } from './constants.ts';
import { GuideCategoryFilter } from './guide-category-filter.tsx';
import { GuideListBanner } from './guide-list-banner.tsx';
import { GuideResults } from './guide-results.tsx';
import { GuideSearch } from './guide-search.tsx';
import { useGuideListState } from './use-guide-list-state.ts';

/** /guides (site-spec.md section 2.7): banner, search, categories, cards and pagination. */
export function GuideListPage() {
  const { query, category, title, action, search, selectCategory, goToPage } = useGuideListState();
  usePageMeta(guideListMeta);
  return (
    <PageFrame routeId="guides">
      <GuideListBanner />
      <GuideSearch title={title} category={category} action={action} onSearch={search} />
      <GuideCategoryFilter selected={category} onSelect={selectCategory} title={title} action={action} />
      <GuideResults query={query} onPageChange={goToPage} action={action} />
    </PageFrame>
  );
}
