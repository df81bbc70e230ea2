import type { MouseEvent } from 'react';
import { paginationWindow } from './pagination-window.ts';
import styles from './pagination.module.css';

/**
 * Pages that live in the URL (`?page=`, docs/decisions/010): the buttons submit a GET form to `action` with
 * the list's other parameters as hidden fields, so a page works before and without JavaScript; with it, the
 * click calls `onChange` instead, which navigates to the same address.
 */
export interface PaginationUrlState {
  action: string;
  /** The list's other query parameters (search, category); an undefined or empty value is left out. */
  fields: Readonly<Record<string, string | undefined>>;
}

interface PaginationProps {
  current: number;
  last: number;
  onChange: (page: number) => void;
  label: string;
  /** When the page is in the URL: the GET form the buttons submit without JavaScript. */
  urlState?: PaginationUrlState;
}

/** The query parameter a page number travels in. */
export const PAGE_PARAM = 'page';

/** Previous is hidden on page 1 and Next on the last page (site-spec.md section 4). */
export function Pagination({ current, last, onChange, label, urlState }: PaginationProps) {
  if (last <= 1) return null;
  const pageButton = (page: number, text: string, extra: { ariaLabel?: string; current?: boolean } = {}) => (
    <button
      type={urlState ? 'submit' : 'button'}
      {...(urlState ? { name: PAGE_PARAM, value: String(page) } : {})}
      className={styles.button}
      aria-current={extra.current ? 'page' : undefined}
      aria-label={extra.ariaLabel}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        event.preventDefault();
        onChange(page);
      }}
    >
      {text}
    </button>
  );
  const list = (
    <ul className={styles.list}>
      {current > 1 && <li>{pageButton(current - 1, 'Previous')}</li>}
      {paginationWindow(current, last).map((item) =>
        item.kind === 'gap' ? (
          <li key={item.key} className={styles.gap} aria-hidden="true">
            …
          </li>
        ) : (
          <li key={item.page}>
            {pageButton(item.page, String(item.page), {
              ariaLabel: `Page ${item.page}`,
              current: item.page === current,
            })}
          </li>
        ),
      )}
      {current < last && <li>{pageButton(current + 1, 'Next')}</li>}
    </ul>
  );
  return (
    <nav aria-label={label}>
      {urlState ? (
        <form method="get" action={urlState.action}>
          {Object.entries(urlState.fields).map(([name, value]) =>
            value ? <input key={name} type="hidden" name={name} value={value} /> : null,
          )}
          {list}
        </form>
      ) : (
        list
      )}
    </nav>
  );
}
