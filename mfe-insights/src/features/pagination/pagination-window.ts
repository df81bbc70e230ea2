/** site-spec.md section 4: pages within this distance of the current one are shown. */
export const PAGINATION_WINDOW = 2;

export type PaginationItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * Page 1, the last page, and pages within 2 of the current one; a gap at
 * distance 3 is marked with an ellipsis (guides and case studies).
 */
export function paginationWindow(current: number, last: number): PaginationItem[] {
  const items: PaginationItem[] = [];
  for (let page = 1; page <= last; page += 1) {
    const distance = Math.abs(page - current);
    if (page === 1 || page === last || distance <= PAGINATION_WINDOW) items.push({ kind: 'page', page });
    else if (distance === PAGINATION_WINDOW + 1) items.push({ kind: 'gap', key: page < current ? 'before' : 'after' });
  }
  return items;
}
