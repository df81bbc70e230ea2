import { GUIDE_PAGE_SIZE, MAX_TITLE_SEARCH_LENGTH, guideCategories, useLocationHash } from '@site/shared';
import type { GuideCategory, GuideListQuery } from '@site/shared';
import { useListUrl } from '../listing/list-url.ts';

/** The query parameters of /guides (docs/decisions/010). */
export const guideListParams = { title: 'title', category: 'category' } as const;

/** A category by its name, or undefined (all) for a missing or unknown name. */
export function categoryFromName(name: string | null | undefined): GuideCategory | undefined {
  return guideCategories.find((category) => category === name);
}

/** site-spec.md section 2.7: a URL fragment naming a category preselects it; anything else means all. */
export function categoryFromHash(hash: string): GuideCategory | undefined {
  try {
    return categoryFromName(decodeURIComponent(hash.replace(/^#/, '')));
  } catch {
    return undefined;
  }
}

/** The search as the API gets it: trimmed and at most the field's length. */
export function titleFromParam(value: string | null): string {
  return (value ?? '').trim().slice(0, MAX_TITLE_SEARCH_LENGTH);
}

/**
 * The guide list's query, all of it in the address: `?title=`, `?category=` and `?page=`, which the server
 * renders and the GET forms submit without JavaScript. A fragment naming a category still preselects it (once
 * the page runs: browsers never send the fragment); `?category=` wins when both are there. A search or a
 * category change, back to All too, starts again at page 1 (site-spec.md section 4); each is a history entry.
 */
export function useGuideListState() {
  const { params, page, pathname, go } = useListUrl();
  const hash = useLocationHash();
  const category = categoryFromName(params.get(guideListParams.category)) ?? categoryFromHash(hash);
  const title = titleFromParam(params.get(guideListParams.title));

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
    /** Where the search and category forms submit without JavaScript. */
    action: pathname,
    search: (next: string) => go({ title: titleFromParam(next), category }),
    selectCategory: (next: GuideCategory | undefined) => go({ title, category: next }),
    goToPage: (next: number) => {
      go({ title, category, page: next });
      window.scrollTo({ top: 0 });
    },
  };
}
