import { paginationWindow } from './pagination-window.ts';
import styles from './pagination.module.css';

interface PaginationProps {
  current: number;
  last: number;
  onChange: (page: number) => void;
  label: string;
}

/** Previous is hidden on page 1 and Next on the last page (site-spec.md section 4). */
export function Pagination({ current, last, onChange, label }: PaginationProps) {
  if (last <= 1) return null;
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {current > 1 && (
          <li>
            <button type="button" className={styles.button} onClick={() => onChange(current - 1)}>
              Previous
            </button>
          </li>
        )}
        {paginationWindow(current, last).map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className={styles.button}
                aria-current={item.page === current ? 'page' : undefined}
                aria-label={`Page ${item.page}`}
                onClick={() => onChange(item.page)}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
        {current < last && (
          <li>
            <button type="button" className={styles.button} onClick={() => onChange(current + 1)}>
              Next
            </button>
          </li>
        )}
      </ul>
    </nav>
  );
}
