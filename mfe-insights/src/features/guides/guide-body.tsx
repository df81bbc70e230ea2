import { useMemo } from 'react';
import { GuideToc } from './guide-toc.tsx';
import { buildTableOfContents } from './table-of-contents.ts';
import styles from './guide-body.module.css';

/**
 * The guide's HTML (sanitized by the API) with the table of contents after
 * its first paragraph; no contents when the body has no h2 headings.
 */
export function GuideBody({ html }: { html: string }) {
  const { beforeToc, afterToc, entries } = useMemo(() => buildTableOfContents(html), [html]);
  return (
    <div className={styles.body}>
      {beforeToc && <div dangerouslySetInnerHTML={{ __html: beforeToc }} />}
      {entries.length > 0 && <GuideToc entries={entries} />}
      {afterToc && <div dangerouslySetInnerHTML={{ __html: afterToc }} />}
    </div>
  );
}
