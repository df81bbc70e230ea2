import type { MouseEvent } from 'react';
import { paginationWindow } from './pagination-window.ts';
import styles from './pagination.module.css';

/** The query parameter a page number travels in. */
export const PAGE_PARAM = 'page';

/** What the pages are called to a screen reader: each page's number, and where Previous and Next go. */
export const paginationNames = {
  page: (page: number) => `Page ${page}`,
  previous: 'Previous page',
  next: 'Next page',
} as const;

interface PaginationProps {
  current: number;
  last: number;
  onChange: (page: number) => void;
  /** The navigation landmark's name. */
  label: string;
  /**
   * When the page is in the address (`?page=`, docs/decisions/010): the address of each page, the list's other
   * parameters kept. The pages are then links (issue 52): crawlers follow them, and they work before and
   * without JavaScript; with it, a plain click calls `onChange`, which navigates inside the site. Without it
   * (a list whose page is not in its address), the pages are buttons.
   */
  pageHref?: (page: number) => string;
}

/** A click the browser should handle itself: a new tab or window, a download. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * site-spec.md section 4: page 1, the last page and pages within 2 of the current one, gaps as an ellipsis;
 * Previous is hidden on page 1 and Next on the last page. A `nav` landmark named `label`; the current page is
 * marked `aria-current="page"`.
 */
export function Pagination({ current, last, onChange, label, pageHref }: PaginationProps) {
  if (last <= 1) return null;
  const pageControl = (page: number, text: string, name: string, isCurrent = false) => {
    const common = {
      className: styles.button,
      'aria-current': isCurrent ? ('page' as const) : undefined,
      'aria-label': name,
    };
    if (!pageHref) {
      return (
        <button type="button" {...common} onClick={() => onChange(page)}>
          {text}
        </button>
      );
    }
    return (
      <a
        href={pageHref(page)}
        {...common}
        onClick={(event) => {
          if (opensElsewhere(event)) return;
          event.preventDefault();
          onChange(page);
        }}
      >
        {text}
      </a>
    );
  };
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {current > 1 && <li>{pageControl(current - 1, 'Previous', paginationNames.previous)}</li>}
        {paginationWindow(current, last).map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              {pageControl(item.page, String(item.page), paginationNames.page(item.page), item.page === current)}
            </li>
          ),
        )}
        {current < last && <li>{pageControl(current + 1, 'Next', paginationNames.next)}</li>}
      </ul>
    </nav>
  );
}
