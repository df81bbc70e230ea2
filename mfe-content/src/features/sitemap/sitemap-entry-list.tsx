import { Link } from '@site/shared/router';
import type { SitemapEntry } from './sitemap-sections.ts';
import styles from './sitemap-entry-list.module.css';
import { VisuallyHidden } from '@site/shared/visually-hidden';

function EntryLink({ entry }: { entry: SitemapEntry }) {
  if (!entry.path) return <span className={styles.group}>{entry.label}</span>;
  if (entry.isDocument) {
    return (
      <a className={styles.link} href={entry.path} target="_blank" rel="noopener noreferrer">
        {entry.label} <span className={styles.badge}>PDF</span>
        <VisuallyHidden>, opens in a new tab</VisuallyHidden>
      </a>
    );
  }
  return (
    <Link className={styles.link} to={entry.path}>
      {entry.label}
    </Link>
  );
}

/** A list of sitemap entries, each with its own entries nested beneath it. */
export function SitemapEntryList({ entries, nested = false }: { entries: readonly SitemapEntry[]; nested?: boolean }) {
  return (
    <ul className={nested ? styles.nested : styles.list}>
      {entries.map((entry) => (
        <li key={entry.label} className={styles.item}>
          <EntryLink entry={entry} />
          {entry.children && entry.children.length > 0 && <SitemapEntryList entries={entry.children} nested />}
        </li>
      ))}
    </ul>
  );
}
