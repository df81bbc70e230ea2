import { useId, useState } from 'react';
import type { TocEntry } from './table-of-contents.ts';
import { guideDetailCopy } from './constants.ts';
import styles from './guide-toc.module.css';

/** The collapsible table of contents of a guide: a link to each h2 of its body. */
export function GuideToc({ entries }: { entries: readonly TocEntry[] }) {
  const [open, setOpen] = useState(true);
  const listId = useId();
  return (
    <nav className={styles.toc} aria-label={guideDetailCopy.tableOfContents}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((current) => !current)}
      >
        {guideDetailCopy.tableOfContents}
      </button>
      <ol id={listId} className={styles.list} hidden={!open}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`}>{entry.title}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
