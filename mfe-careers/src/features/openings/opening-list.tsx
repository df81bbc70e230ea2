import type { OpeningListItem } from '@site/shared';
import { OpeningCard } from './opening-card.tsx';
import styles from './openings.module.css';

export function OpeningList({ openings }: { openings: readonly OpeningListItem[] }) {
  if (openings.length === 0) {
    return <p className={styles.empty}>There are no open positions right now. Please check again soon.</p>;
  }
  return (
    <ul className={styles.list} aria-label="Open positions">
      {openings.map((opening) => (
        <li key={opening.slug}>
          <OpeningCard opening={opening} />
        </li>
      ))}
    </ul>
  );
}
