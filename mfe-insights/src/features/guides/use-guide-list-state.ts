import { useState } from 'react';
import { useNavigate } from '@site/shared/router';
import { GUIDE_PAGE_SIZE, guideCategories, useLocationHash } from '@site/shared';
import type { GuideCategory, GuideListQuery } from '@site/shared';

/** site-spec.md section 2.7: a URL fragment naming a category preselects it; anything else means all. */
export function categoryFromHash(hash: string): GuideCategory | undefined {
  let name: string;
  try {
    name = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return undefined;
  }
  return guideCategories.find((category) => category === name);
}

/**
 * The guide list's query. The category lives in the URL fragment (so a
 * link can preselect it), the search in the page; a change of either
 * starts again at page 1 (site-spec.md section 4).
 */
export function useGuideListState() {
  const hash = useLocationHash();
  const navigate = useNavigate();
  const category = categoryFromHash(hash);
  const [title, setTitle] = useState('');
  const filter = `${category ?? ''}\n${title}`;
  const [paging, setPaging] = useState({ filter, page: 1 });
  const page = paging.filter === filter ? paging.page : 1;

  const query: GuideListQuery = {
    per_page: GUIDE_PAGE_SIZE,
    page,
    ...(category ? { category } : {}),
    ...(title ? { title } : {}),
  };

  return {
    query,
    category,
    title,
    search: setTitle,
    selectCategory: (next: GuideCategory | undefined) =>
      navigate({ hash: next ?? '' }, { replace: true, preventScrollReset: true }),
    goToPage: (next: number) => {
      setPaging({ filter, page: next });
      window.scrollTo({ top: 0 });
    },
  };
}
